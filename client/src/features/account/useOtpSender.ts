// Send OTP / Resend OTP of the register and forgot-password forms: the progress toast of SPEC
// section 8 and the 60-second resend lock (SPEC section 9), counted down once a second.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { toastProgress } from '../../components/toasts.ts';
import type { OtpOutcome } from './otpOutcome.ts';
import { OTP_RESEND_SECONDS } from '../../../../common/formPatterns.ts';

export interface OtpSender {
  /** Sends a code; answers whether it was sent. */
  send(): Promise<boolean>;
  /** Seconds until Resend OTP unlocks; 0 when it may be used. */
  secondsLeft: number;
  isSending: boolean;
}

export function useOtpSender(request: () => Promise<OtpOutcome>): OtpSender {
  const { t } = useLingui();
  const [unlocksAt, setUnlocksAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    if (unlocksAt <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= unlocksAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [unlocksAt]);

  const lockFor = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUnlocksAt(time + seconds * 1000);
  }, []);

  const send = useCallback(async () => {
    setIsSending(true);
    const progress = toastProgress(t`Sending OTP on Email`);
    const outcome = await request();
    setIsSending(false);
    switch (outcome.kind) {
      case 'sent':
        progress.success(t`OTP Sent successfully`);
        // the server enforces its own lock; follow it when it says, else the SPEC's 60 seconds
        lockFor(outcome.resendAfterSeconds > 0 ? outcome.resendAfterSeconds : OTP_RESEND_SECONDS);
        return true;
      case 'rateLimited':
        progress.error(outcome.message);
        lockFor(outcome.retryAfterSeconds);
        return false;
      case 'error':
        progress.error(outcome.message);
        return false;
      case 'failed':
        progress.error(t`Failed to Send OTP.`);
        return false;
    }
  }, [request, lockFor, t]);

  const secondsLeft = Math.max(0, Math.ceil((unlocksAt - now) / 1000));
  return { send, secondsLeft, isSending };
}

/**
 * The two steps of a form that mails a code first (register, forgot password): Send OTP and Resend
 * OTP run `check` (the fields the code is sent for), then send; once a code is sent, submitting the
 * form runs `finish`.
 */
export function useOtpSteps(
  request: () => Promise<OtpOutcome>,
  check: () => Promise<boolean>,
  finish: () => Promise<void>,
): {
  otp: OtpSender;
  otpSent: boolean;
  sendOtp: () => Promise<void>;
  submit: (event: FormEvent<HTMLFormElement>) => void;
} {
  const otp = useOtpSender(request);
  const [otpSent, setOtpSent] = useState(false);
  const sendOtp = async () => {
    if (!(await check())) return;
    if (await otp.send()) setOtpSent(true);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (otpSent ? finish() : sendOtp());
  };
  return { otp, otpSent, sendOtp, submit };
}
