// The credit form's packages and coupon (issue 34, docs/decisions/0113-packages-and-coupons.md): the
// advertiser picks a package (its price becomes the amount) or types an amount, may apply a coupon code
// (checked with the server, which says why one cannot be used), and sees what the payment buys, base and
// bonus, from the one purchaseCredits function the server computes with.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { PurchaseOffers_query$key } from '../../../__generated__/PurchaseOffers_query.graphql';
import type { PurchaseOffersCouponQuery } from '../../../__generated__/PurchaseOffersCouponQuery.graphql';
import {
  daysForAmount,
  maxDaysPerLocation,
  purchaseCredits,
  type CouponTerms,
  type PackageTerms,
} from '../../../../../common/creditMath.ts';
import { formatIndianNumber } from '../../../../../common/india.ts';
import { COUPON_CODE_MAX, COUPON_MESSAGES, normalizeCouponCode } from '../../../../../common/forms/packages.ts';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';

export interface OfferedPackage extends PackageTerms {
  id: string;
  name: string;
}

/** The active packages the form offers, in the admin's order. */
export function useOfferedPackages(query: PurchaseOffers_query$key | null | undefined): readonly OfferedPackage[] {
  const data = useFragment(
    graphql`
      fragment PurchaseOffers_query on Query {
        creditPackages {
          id
          name
          priceRupees
          credits
          bonusCredits
        }
      }
    `,
    query,
  );
  return data?.creditPackages ?? [];
}

/** A package as the select names it, in the page's language: 'Gold: ₹1,000 for 150 credits + 20 bonus'. */
export function packageLabel(pack: OfferedPackage, i18n: I18n): string {
  const name = pack.name;
  const price = `₹${formatIndianNumber(pack.priceRupees)}`;
  const credits = pack.credits;
  const bonus = pack.bonusCredits;
  return bonus > 0
    ? i18n._(msg`${name}: ${price} for ${credits} credits + ${bonus} bonus`)
    : i18n._(msg`${name}: ${price} for ${credits} credits`);
}

export function PackageField({
  packages,
  value,
  onChange,
}: {
  packages: readonly OfferedPackage[];
  value: string;
  onChange: (packageId: string) => void;
}) {
  const { i18n } = useLingui();
  if (packages.length === 0) return null;
  return (
    <Field.Root>
      <Field.Label>
        <Trans>Package</Trans>
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">
            <Trans>No package: I will type the amount</Trans>
          </option>
          {packages.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {packageLabel(pack, i18n)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface AppliedCoupon extends CouponTerms {
  code: string;
}

/** The coupon's bonus in words, in the page's language: '10% bonus credits' or '50 bonus credits'. */
export function couponText(coupon: CouponTerms, i18n: I18n): string {
  const value = coupon.value;
  return coupon.kind === 'percent' ? i18n._(msg`${value}% bonus credits`) : i18n._(msg`${value} bonus credits`);
}

/** The coupon code typed, the coupon the server accepted for it, or the reason it refused it. */
export function useCoupon() {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const type = (text: string) => {
    setCode(text);
    setApplied(null);
    setError(null);
  };

  const apply = async () => {
    const typed = normalizeCouponCode(code);
    if (typed === '') return;
    setChecking(true);
    try {
      const answer = await fetchQuery<PurchaseOffersCouponQuery>(
        environment,
        graphql`
          query PurchaseOffersCouponQuery($code: String!) {
            checkCoupon(code: $code) {
              __typename
              ... on QueryCheckCouponSuccess {
                coupon {
                  code
                  kind
                  value
                }
              }
              ... on Error {
                message
              }
            }
          }
        `,
        { code: typed },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const result = answer?.checkCoupon;
      const offer = result?.__typename === 'QueryCheckCouponSuccess' ? result.coupon : null;
      if (offer && (offer.kind === 'percent' || offer.kind === 'fixed')) {
        setApplied({ code: offer.code, kind: offer.kind, value: offer.value });
        setError(null);
      } else {
        setApplied(null);
        setError(
          result && 'message' in result && typeof result.message === 'string'
            ? result.message
            : COUPON_MESSAGES.unknown,
        );
      }
    } catch {
      setError(t`Could not check the coupon. Please try again.`);
    } finally {
      setChecking(false);
    }
  };

  return {
    /** what the request sends: the code typed (the server checks it again), or null */
    code: normalizeCouponCode(code) === '' ? null : normalizeCouponCode(code),
    typed: code,
    applied,
    error,
    checking,
    type,
    apply,
    /** the server refused the request for its coupon */
    refuse: (message: string) => {
      setApplied(null);
      setError(message);
    },
  };
}

export type CouponState = ReturnType<typeof useCoupon>;

export function CouponField({ coupon }: { coupon: CouponState }) {
  const { t, i18n } = useLingui();
  const applied = coupon.applied;
  let appliedNote: string | null = null;
  if (applied) {
    const code = applied.code;
    const bonus = couponText(applied, i18n);
    appliedNote = t`${code} applied: ${bonus}`;
  }
  return (
    <Field.Root invalid={coupon.error !== null}>
      <Field.Label>
        <Trans>Coupon code (optional)</Trans>
      </Field.Label>
      <HStack gap="2" width="full">
        <Input
          value={coupon.typed}
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          textTransform="uppercase"
          onChange={(event) => coupon.type(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code rather than sending the form
            if (event.key === 'Enter') {
              event.preventDefault();
              void coupon.apply();
            }
          }}
        />
        <Button
          variant="outline"
          flexShrink="0"
          loading={coupon.checking}
          disabled={coupon.code === null}
          onClick={() => void coupon.apply()}
        >
          <Trans>Apply</Trans>
        </Button>
      </HStack>
      {appliedNote && <Field.HelperText color="green.fg">{appliedNote}</Field.HelperText>}
      <FieldErrorText>{coupon.error}</FieldErrorText>
    </Field.Root>
  );
}

/**
 * What the payment buys, as the form shows it before sending: '₹1,000 buys 185 credits: 150 + 35 bonus
 * (185 days of ads)'; without a bonus, '₹500 buys 50 credits (50 days of ads)'. Null without an amount.
 */
export function purchasePreview(
  options: {
    amount: number | null;
    scheme: { creditRate: number; timePerCredit: number } | null | undefined;
    pack: PackageTerms | null;
    coupon: CouponTerms | null;
  },
  i18n: I18n,
): string | null {
  const { amount, scheme, pack, coupon } = options;
  if (amount === null || (!scheme && !pack)) return null;
  const credits = purchaseCredits({ amount, creditRate: scheme?.creditRate ?? null, pack, coupon });
  const rupees = `₹${formatIndianNumber(amount)}`;
  const paidPackage = pack !== null && pack.priceRupees === amount;
  const days = !scheme
    ? null
    : credits.bonus === 0 && !paidPackage
      ? daysForAmount(amount, scheme.creditRate, scheme.timePerCredit)
      : maxDaysPerLocation(credits.total, scheme.timePerCredit, 1);
  const { total, base, bonus } = credits;
  if (bonus === 0) {
    return days === null
      ? i18n._(msg`${rupees} buys ${total} credits`)
      : i18n._(msg`${rupees} buys ${total} credits (${days} days of ads)`);
  }
  return days === null
    ? i18n._(msg`${rupees} buys ${total} credits: ${base} + ${bonus} bonus`)
    : i18n._(msg`${rupees} buys ${total} credits: ${base} + ${bonus} bonus (${days} days of ads)`);
}

export function PurchasePreview({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <Text textStyle="sm" fontWeight="medium" aria-live="polite">
      {text}
    </Text>
  );
}
