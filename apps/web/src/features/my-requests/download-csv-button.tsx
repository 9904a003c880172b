import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { Button } from '../../components/ui/button';
import { saveFile } from '../../lib/save-file';
import { isSessionEnded } from '../connections/connections-api';
import { csvFileName, requestsCsv } from './requests-csv';
import { listedStatuses } from './request-sections';
import { useFetchEveryRequest, useRequests } from './use-requests';

const FAILURE_TEXT = 'The requests could not be downloaded. Please try again.';

/**
 * 'Download CSV': every request of the mailbox, whatever the filter, search or page on screen,
 * built in the browser from the lists and each request's details.
 */
export function DownloadCsvButton({ emailId }: { emailId: string }) {
  const fetchEveryRequest = useFetchEveryRequest(emailId);
  // Nothing to download from a mailbox without a request: no button (the lists share the answer).
  const everyRequest = useRequests({ emailId, statuses: listedStatuses('all'), search: '' });
  const download = useMutation({
    mutationFn: async () => {
      const rows = await fetchEveryRequest();
      saveFile(csvFileName(new Date()), requestsCsv(rows), 'text/csv');
    },
    onError: (error) => {
      if (!isSessionEnded(error)) toast.error(FAILURE_TEXT);
    },
  });
  if (!everyRequest.data?.length) return null;
  return (
    <Button
      variant="secondary"
      className="w-full md:w-auto"
      aria-busy={download.isPending}
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      Download CSV
    </Button>
  );
}
