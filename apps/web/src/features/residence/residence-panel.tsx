import {
  TOAST_SUCCESS_MS,
  countryOfPlace,
  placeFromLanguages,
  regimeForPlace,
  subdivisionsOf,
} from '@reclaim/contract';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isSessionEnded } from '../connections/connections-api';
import { FIELD_CLASS } from '../domains/domain-search-field';
import { SettingsPanel } from '../account/settings-panel';
import { countriesByName } from './place-names';
import { usePreferences, useSavePreferences } from './preferences-api';

export const PLACE_SAVED_MESSAGE = 'Saved where you live.';
const SAVE_FAILED_TEXT = 'Where you live could not be saved. Please try again.';
/** Asked beside the state select until one is chosen. */
export const CHOOSE_STATE_TEXT = 'Choose your state or province';

/**
 * 'Where You Live' in Account Settings: the country and, in the US and Canada, the state or
 * province. Reclaim writes requests under the law of that place (the preview starts from it), and
 * says which law that is. Before the person says, the country their browser names is offered.
 */
export function ResidencePanel() {
  const preferences = usePreferences();
  return (
    <SettingsPanel title="Where You Live">
      {preferences.isPending ? (
        <Spinner label="Loading where you live" />
      ) : (
        <ResidenceForm saved={preferences.data?.residence ?? null} />
      )}
    </SettingsPanel>
  );
}

function ResidenceForm({ saved }: { saved: string | null }) {
  const countryId = useId();
  const stateId = useId();
  const lawId = useId();
  const save = useSavePreferences();
  const [place, setPlace] = useState(() => saved ?? placeFromLanguages(navigator.languages) ?? '');
  const country = place === '' ? '' : countryOfPlace(place);
  const subdivisions = country ? subdivisionsOf(country) : null;
  const needsSubdivision = subdivisions !== null && place === country;
  const regime = place && !needsSubdivision ? regimeForPlace(place) : undefined;
  const failed = save.isError && !isSessionEnded(save.error);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!place || needsSubdivision) return;
    save.mutate(
      { residence: place },
      { onSuccess: () => toast.success(PLACE_SAVED_MESSAGE, { autoClose: TOAST_SUCCESS_MS }) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-lg flex-col gap-4">
      {failed && <Alert tone="error">{SAVE_FAILED_TEXT}</Alert>}
      <div className="flex flex-col gap-1">
        <label htmlFor={countryId} className="text-sm font-semibold text-ink">
          Country
        </label>
        <select
          id={countryId}
          value={country}
          aria-describedby={lawId}
          onChange={(event) => setPlace(event.target.value)}
          className={FIELD_CLASS}
        >
          {country === '' && <option value="">Choose your country</option>}
          {countriesByName().map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {subdivisions && (
        <div className="flex flex-col gap-1">
          <label htmlFor={stateId} className="text-sm font-semibold text-ink">
            {country === 'US' ? 'State' : 'Province or territory'}
          </label>
          <select
            id={stateId}
            value={needsSubdivision ? '' : place}
            required
            aria-describedby={lawId}
            onChange={(event) => setPlace(event.target.value || country)}
            className={FIELD_CLASS}
          >
            {needsSubdivision && <option value="">{CHOOSE_STATE_TEXT}</option>}
            {Object.entries(subdivisions).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      <p id={lawId} className="text-sm text-slate-700">
        {lawText(place, needsSubdivision, regime?.label)}
      </p>
      <SubmitButton isSubmitting={save.isPending} label="Save Place" />
    </form>
  );
}

/** What the place means for the person's requests. */
function lawText(place: string, needsSubdivision: boolean, law: string | undefined): string {
  if (!place) return 'Your requests are written under the law of the place you live.';
  if (needsSubdivision) return 'Which law protects you depends on your state or province.';
  if (law) return `Your requests are written under ${law}, unless you choose another.`;
  return 'Reclaim knows no privacy law of this place yet: you choose one for each request.';
}
