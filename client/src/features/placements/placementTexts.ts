// Credits and days as the Promote page writes them, in the page's language.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatIndianNumber } from '../../../../common/india.ts';

/** Credits as the page writes them: "1 credit", "1,200 credits". */
export function useCreditsText(): (credits: number) => string {
  const { t } = useLingui();
  return (credits) => {
    const shown = formatIndianNumber(credits);
    return t`${plural(credits, { one: `${shown} credit`, other: `${shown} credits` })}`;
  };
}

/** Days as the page writes them: "1 day", "3 days". */
export function useDaysText(): (days: number) => string {
  const { t } = useLingui();
  return (days) => t`${plural(days, { one: `${days} day`, other: `${days} days` })}`;
}
