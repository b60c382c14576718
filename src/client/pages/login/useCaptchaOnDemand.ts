import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ApiError } from '../../data/client';
import { useCookieConsent } from '../../lib/consent';

/**
 * A captcha the server asks for (a login after failures, an enquiry of a new account): hidden until it
 * answers captchaRequired (or refuses a solution), then shown and sent with every attempt. A challenge is
 * single-use, so every answer renews the widget.
 */
export function useCaptchaOnDemand() {
  const consented = useCookieConsent() === 'accepted';
  const [needed, setNeeded] = useState(false);
  const [payload, setPayloadState] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [settingsOpen, settings] = useDisclosure(false);
  return {
    needed,
    consented,
    payload,
    error,
    resetKey,
    settingsOpen,
    settings,
    flag: setError,
    /** True, with the widget flagged, when the server asked for a solution and none is there yet. */
    missing() {
      if (!needed || payload) return false;
      setError('error.captcha');
      return true;
    },
    setPayload(next: string | null) {
      setPayloadState(next);
      if (next) setError(null);
    },
    afterAnswer(cause: unknown) {
      if (cause instanceof ApiError && (cause.code === 'captchaRequired' || cause.code === 'captchaInvalid')) {
        setNeeded(true);
      }
      setPayloadState(null);
      setResetKey((k) => k + 1);
    },
  };
}

export type CaptchaOnDemandState = ReturnType<typeof useCaptchaOnDemand>;
