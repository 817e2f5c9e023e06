import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { apiErrorCode, apiErrorMessage } from '@/shared/api/client';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { StepHeading } from './step-heading';
import { StepFooter } from './step-footer';

interface StepFormScreenProps {
  /** The form's id, so the footer's button can submit it. */
  formId: string;
  title: string;
  description: string;
  /** The previous step: back goes there explicitly, not through history. */
  backTo: '/onboarding/terms' | '/onboarding/nickname';
  backAnalyticsName: string;
  nextAnalyticsName: string;
  nextDisabled?: boolean;
  saving: boolean;
  onSubmit: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** Shown under the form (for example a preview of the value). */
  after?: ReactNode;
}

/** An onboarding step with one form: heading, fields, back in the header and "다음" below. */
export function StepFormScreen(props: StepFormScreenProps) {
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader
          backAnalyticsName={props.backAnalyticsName}
          onBack={() => void navigate({ to: props.backTo })}
        />
      }
      footer={
        <StepFooter>
          <Button
            type="submit"
            form={props.formId}
            fullWidth
            size="lg"
            analyticsName={props.nextAnalyticsName}
            disabled={props.nextDisabled}
            loading={props.saving}
          >
            다음
          </Button>
        </StepFooter>
      }
    >
      <StepHeading title={props.title} description={props.description} />
      <form id={props.formId} className="mt-8" noValidate onSubmit={submit}>
        {props.children}
      </form>
      {props.after}
    </Screen>
  );
}

/**
 * A failed save of a step: a 40000 is the server's word on the field, shown inline (with a
 * fallback); anything else is a toast, and the member's input stays.
 */
export function showStepSaveError(
  error: unknown,
  options: { setInline: (message: string) => void; inlineFallback: string; toast: string },
): void {
  if (apiErrorCode(error) === 40000) {
    options.setInline(apiErrorMessage(error) ?? options.inlineFallback);
  } else {
    toast.error(options.toast);
  }
}
