import { EXPORT_ACCOUNT_PATH } from '@reclaim/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { callApi } from '../../lib/call-api';
import { saveFile } from '../../lib/save-file';
import { isSessionEnded } from '../connections/connections-api';
import { SettingsPanel } from './settings-panel';

const FAILURE_TEXT = 'Your data could not be downloaded. Please try again.';

const CONTENTS = [
  'Your account: name, e-mail address and how you sign in',
  'Your connected mailboxes (never their passwords or tokens)',
  'Every company found in them, with counts, dates and sample e-mails',
  'Every deletion request: the e-mail as sent, to whom, when, and what came of it',
  'The feedback you sent while signed in',
];

/** `reclaim-my-data-2026-11-25.json`, dated by the day of download. */
export const exportFileName = (now: Date) =>
  `reclaim-my-data-${now.toISOString().slice(0, 10)}.json`;

/** The 'Your Data' tab: everything Reclaim holds about the person, as a JSON file. */
export function DownloadDataPanel({ userName }: { userName: string }) {
  const download = useMutation({
    mutationFn: async () => {
      const answer = await callApi<{ data: { responseObject: unknown } }>(
        EXPORT_ACCOUNT_PATH,
        userName,
      );
      saveFile(
        exportFileName(new Date()),
        JSON.stringify(answer.data.responseObject, null, 2),
        'application/json',
      );
    },
  });
  // A 401 is answered by the session-expired dialog.
  const hasFailed = download.isError && !isSessionEnded(download.error);

  return (
    <SettingsPanel title="Download My Data">
      <div className="flex max-w-2xl flex-col gap-4">
        <p className="text-sm text-slate-700">
          One JSON file with everything Reclaim holds about you:
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {CONTENTS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {hasFailed && <Alert tone="error">{FAILURE_TEXT}</Alert>}
        <Button
          className="w-full sm:w-auto sm:self-start"
          aria-busy={download.isPending}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Please wait..' : 'Download My Data'}
        </Button>
      </div>
    </SettingsPanel>
  );
}
