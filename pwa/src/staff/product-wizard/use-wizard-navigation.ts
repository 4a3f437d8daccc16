// The wizard's moves: between its steps (Next checks the step first; the focus follows, to the step's
// heading or to the first field with a problem), the step buttons' status, and Close.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCTS_PATH } from '../../lib/admin-paths.ts';
import type { ProductForm } from './product-form.ts';
import type { useWizardState } from './use-wizard-state.ts';
import { stepsWithErrors, validateStep } from './validate-step.ts';
import type { StepStatus } from './wizard-chrome.tsx';

type Wizard = ReturnType<typeof useWizardState>;

export function useStepMoves(wizard: Wizard) {
  const { state, errors } = wizard;
  const step = state.step;
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLFormElement>(null);
  // Set when Next or Submit found problems: once they show, the first field with one takes the focus (the
  // step's heading when the problem is not one field's, such as a missing ingredient).
  const focusError = useRef(false);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    const field = body.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? heading.current)?.focus();
  }, [errors, step]);

  const showFirstError = useCallback(() => {
    focusError.current = true;
  }, []);

  const goTo = (next: number) => {
    wizard.setStep(next);
    heading.current?.focus();
  };

  const next = () => {
    const result = validateStep(step, state.form);
    if (result.messages.length > 0) {
      wizard.setErrors(result.fieldErrors);
      showFirstError();
      return;
    }
    goTo(step + 1);
  };

  return { heading, body, goTo, next, showFirstError };
}

/** The indicator marks the steps behind the furthest one reached: done, or with something to fix. */
export function useStepStatus(step: number, form: ProductForm) {
  const [furthest, setFurthest] = useState(step);
  const failing = useMemo(() => stepsWithErrors(form), [form]);
  if (step > furthest) setFurthest(step);
  return (i: number): StepStatus =>
    i === step ? 'current' : i > furthest ? 'ahead' : failing.has(i) ? 'error' : 'done';
}

/** Close: back to the page the wizard was opened from, or to the product list when there is none. */
export function useCloseWizard() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(PRODUCTS_PATH);
  };
}
