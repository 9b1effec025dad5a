// The moderator's form for refusing a held ad (issue 31): the reason its advertiser is mailed and reads
// in My ads, and whether the credits of the days it has not run go back to the advertiser.
import { Text } from '@chakra-ui/react';
import { DECISION_REASON_MESSAGES } from '../../../../../common/forms/moderation.ts';
import { ReasonAndOptionDialog, reasonAndOptionSchema, type ReasonAndOptionDecision } from './ModerationDialogs.tsx';

export const REFUND_LABEL = 'Return the credits of the days it has not run';
const REFUND_HELP =
  'A held ad was never shown. Return them when the advertiser is not at fault (a new account, a look-alike photo); keep them when the ad breaks the rules.';

// the reason the screening's review service parses (server/modules/screening/review.ts); the option: the refund
const refuseSchema = reasonAndOptionSchema(DECISION_REASON_MESSAGES.advertiser);

/** The option: return the credits of the days the ad has not run. */
export interface RefuseHeldAdDialogProps extends ReasonAndOptionDecision {
  /** The ad's name, or null when closed. */
  adName: string | null;
}

export function RefuseHeldAdDialog({ adName, ...decision }: RefuseHeldAdDialogProps) {
  return (
    <ReasonAndOptionDialog
      open={adName !== null}
      title="Refuse Ad"
      schema={refuseSchema}
      subject={<Text fontWeight="medium">{adName}</Text>}
      reasonHelper="Mailed to the advertiser and shown in My ads."
      optionLabel={REFUND_LABEL}
      optionHelper={REFUND_HELP}
      submitLabel="Refuse"
      {...decision}
    />
  );
}
