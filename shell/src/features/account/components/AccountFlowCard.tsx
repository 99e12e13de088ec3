/**
 * The frame of the two-step account flows (forgot PIN, forgot phone, change phone, change PIN): the card with the
 * flow's steps, the refusal notice (`account-error`), then step 1 the OTP (OtpStep, resuming the stored session)
 * and, once the OTP is verified, step 2: a form with the verified phone (`otp-verified`), the page's fields
 * (`children`) and the submit button (`submitTestId`).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Notice, Page } from 'shared-ui';
import { AuthCard, FlowSteps, OtpStep, type OtpStepProps } from '../../auth';
import type { useOtpFlow } from '../hooks/useOtpFlow';
import type { FlowSubmission } from '../hooks/useFlowSubmit';

export function AccountFlowCard({
  title,
  subtitle,
  steps,
  flow,
  submission,
  otp,
  intro,
  onSubmit,
  submitLabel,
  submitTestId,
  children,
}: {
  title: string;
  subtitle: string;
  /** The names of step 1 and step 2. */
  steps: [string, string];
  flow: ReturnType<typeof useOtpFlow>;
  submission: FlowSubmission;
  /** How step 1 sends the OTP (and to which phone). */
  otp: Pick<OtpStepProps, 'fixedPhone' | 'phoneLabel' | 'send' | 'checkPhone'>;
  /** Shown above both steps (e.g. the current phone). */
  intro?: ReactNode;
  /** Step 2's submit (the form's default is prevented). */
  onSubmit(): void;
  submitLabel: string;
  submitTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Page as="main" narrow>
      <AuthCard title={title} subtitle={subtitle}>
        <FlowSteps steps={steps} active={flow.verifiedToken ? 1 : 0} />
        {intro}
        {submission.error && (
          <Notice tone="error" role="alert" data-testid="account-error">
            {submission.error}
          </Notice>
        )}
        {!flow.verifiedToken ? (
          <OtpStep
            key="otp"
            {...otp}
            saved={flow.saved}
            onSent={flow.onSent}
            onVerified={(phone, token) => {
              submission.clearError();
              flow.onVerified(phone, token);
            }}
          />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit();
            }}
            noValidate
          >
            <Notice tone="success" data-testid="otp-verified">
              {t('auth.otpVerified')} · {flow.phone}
            </Notice>
            {children}
            <Button type="submit" variant="gold" block disabled={submission.busy} data-testid={submitTestId}>
              {submission.busy ? t('auth.submitting') : submitLabel}
            </Button>
          </form>
        )}
      </AuthCard>
    </Page>
  );
}
