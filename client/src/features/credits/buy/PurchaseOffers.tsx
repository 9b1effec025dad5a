// The credit form's packages and coupon (issue 34, docs/decisions/0113-packages-and-coupons.md): the
// advertiser picks a package (its price becomes the amount) or types an amount, may apply a coupon code
// (checked with the server, which says why one cannot be used), and sees what the payment buys, base and
// bonus, from the one purchaseCredits function the server computes with.
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

/** A package as the select names it: 'Gold: ₹1,000 for 150 credits + 20 bonus'. */
export function packageLabel(pack: OfferedPackage): string {
  const bonus = pack.bonusCredits > 0 ? ` + ${pack.bonusCredits} bonus` : '';
  return `${pack.name}: ₹${formatIndianNumber(pack.priceRupees)} for ${pack.credits} credits${bonus}`;
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
  if (packages.length === 0) return null;
  return (
    <Field.Root>
      <Field.Label>Package</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">No package: I will type the amount</option>
          {packages.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {packageLabel(pack)}
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

/** The coupon's bonus in words: '10% bonus credits' or '50 bonus credits'. */
export function couponText(coupon: CouponTerms): string {
  return coupon.kind === 'percent' ? `${coupon.value}% bonus credits` : `${coupon.value} bonus credits`;
}

/** The coupon code typed, the coupon the server accepted for it, or the reason it refused it. */
export function useCoupon() {
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
      setError('Could not check the coupon. Please try again.');
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
  return (
    <Field.Root invalid={coupon.error !== null}>
      <Field.Label>Coupon code (optional)</Field.Label>
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
          Apply
        </Button>
      </HStack>
      {coupon.applied && (
        <Field.HelperText color="green.fg">{`${coupon.applied.code} applied: ${couponText(coupon.applied)}`}</Field.HelperText>
      )}
      <Field.ErrorText>{coupon.error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * What the payment buys, as the form shows it before sending: '₹1,000 buys 185 credits: 150 + 35 bonus
 * (185 days of ads)'; without a bonus, '₹500 buys 50 credits (50 days of ads)'. Null without an amount.
 */
export function purchasePreview(options: {
  amount: number | null;
  scheme: { creditRate: number; timePerCredit: number } | null | undefined;
  pack: PackageTerms | null;
  coupon: CouponTerms | null;
}): string | null {
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
  const daysText = days === null ? '' : ` (${days} days of ads)`;
  if (credits.bonus === 0) return `${rupees} buys ${credits.total} credits${daysText}`;
  return `${rupees} buys ${credits.total} credits: ${credits.base} + ${credits.bonus} bonus${daysText}`;
}

export function PurchasePreview({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <Text textStyle="sm" fontWeight="medium" aria-live="polite">
      {text}
    </Text>
  );
}
