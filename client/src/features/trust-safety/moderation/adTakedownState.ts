// What a take-down or a restore changes on the ad: both decisions answer it, so the store, and every
// screen that reads the ad from it, follows.
import { graphql } from 'react-relay';

export const AdTakedownStateFragment = graphql`
  fragment adTakedownState_ad on Ad {
    takenDown
    takedownReason
    hiddenByReports
  }
`;
