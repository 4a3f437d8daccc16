// The fields of the wizard's current step.
import { StepClinical } from './step-clinical.tsx';
import { StepIngredients } from './step-ingredients.tsx';
import { StepIntendedUse } from './step-intended-use.tsx';
import { StepKeyFeatures } from './step-key-features.tsx';
import { StepOverview } from './step-overview.tsx';
import { StepProcesses } from './step-processes.tsx';
import { StepSpecification } from './step-specification.tsx';
import { StepStability } from './step-stability.tsx';
import type { useWizardState } from './use-wizard-state.ts';
import type { WizardForm } from './wizard-form.ts';

export function WizardStepFields({ wizard }: { wizard: ReturnType<typeof useWizardState> }) {
  const { state, errors } = wizard;
  const form: WizardForm = {
    form: state.form,
    errors,
    locked: state.mode === 'edit',
    setField: wizard.setField,
    setListField: wizard.setListField,
    setList: wizard.setList,
  };
  switch (state.step) {
    case 0:
      return (
        <StepOverview
          {...form}
          banner={state.banner}
          onChooseBanner={(file) => wizard.setBanner(file, file.name)}
          onRemoveBanner={() => wizard.setBanner(null)}
        />
      );
    case 1:
      return <StepIntendedUse {...form} />;
    case 2:
      return <StepKeyFeatures {...form} />;
    case 3:
      return <StepSpecification {...form} />;
    case 4:
      return <StepIngredients {...form} />;
    case 5:
      return <StepProcesses {...form} />;
    case 6:
      return <StepStability {...form} />;
    case 7:
      return <StepClinical {...form} />;
    default:
      return null;
  }
}
