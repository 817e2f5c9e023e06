import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { Button } from '@/shared/ui/button';
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
