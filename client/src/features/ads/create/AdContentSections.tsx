// The sections the create and edit forms share after their own fields: services, quick summaries,
// custom sections, images and an agency's declaration. They read the form through react-hook-form's
// context (each form wraps itself in a FormProvider); `currentPhotos` is what the Images section
// shows before its chooser (the edit form's photos to keep).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import { AdultDeclarationSection } from './AdultDeclarationField.tsx';
import { CustomSectionsField } from './CustomSectionsField.tsx';
import { ImagesField } from './ImagesField.tsx';
import { QuickSummariesField } from './QuickSummariesField.tsx';
import { ServicesField } from './ServicesField.tsx';
import type { CustomSection, QuickSummary } from './createAdRules.ts';

/** The fields of both forms these sections edit. */
interface AdContentValues {
  services: string[];
  quickSummaries: QuickSummary[];
  customSections: CustomSection[];
  images: File[];
  adultDeclaration: boolean;
}

export function AdContentSections({ agency, currentPhotos }: { agency: boolean; currentPhotos?: ReactNode }) {
  const { control, clearErrors } = useFormContext<AdContentValues>();
  const { errors } = useFormState({ control });
  const { t } = useLingui();
  return (
    <>
      <DashboardSection title={t`Services`}>
        <Controller
          name="services"
          control={control}
          render={({ field: services }) => <ServicesField services={services.value} onChange={services.onChange} />}
        />
      </DashboardSection>
      <Controller
        name="quickSummaries"
        control={control}
        render={({ field: summaries }) => (
          <QuickSummariesField summaries={summaries.value} onChange={summaries.onChange} />
        )}
      />
      <Controller
        name="customSections"
        control={control}
        render={({ field: sections }) => <CustomSectionsField sections={sections.value} onChange={sections.onChange} />}
      />
      <DashboardSection title={t`Images`}>
        {currentPhotos}
        <Controller
          name="images"
          control={control}
          render={({ field: images }) => (
            <ImagesField
              images={images.value}
              error={errors.images?.message}
              onChange={(chosen) => {
                images.onChange(chosen);
                clearErrors('images');
              }}
            />
          )}
        />
      </DashboardSection>
      <Controller
        name="adultDeclaration"
        control={control}
        render={({ field: declaration }) => (
          <AdultDeclarationSection
            agency={agency}
            checked={declaration.value}
            error={errors.adultDeclaration?.message}
            onChange={(checked) => {
              declaration.onChange(checked);
              clearErrors('adultDeclaration');
            }}
          />
        )}
      />
    </>
  );
}
