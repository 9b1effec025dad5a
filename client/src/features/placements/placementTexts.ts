// Credits and days as the Promote page writes them.
import { formatIndianNumber } from '../../../../common/india.ts';

export function creditsText(credits: number): string {
  return `${formatIndianNumber(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}

export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
