import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { EmailPreview, PREVIEW_SUBTITLE, PREVIEW_TITLE } from './email-preview';
import { readPreviewState } from './preview-location';

/** /request-deletion?id={record id}: the preview of one company's request (spec §2). */
export function RequestDeletionPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <PreviewPage expected={useMemo(() => ({ kind: 'single', id }) as const, [id])} />;
}

/** /request-deletion-multiple: the preview of the selected companies' requests (spec §2). */
export function RequestDeletionMultiplePage() {
  return <PreviewPage expected={MULTIPLE} />;
}

const MULTIPLE = { kind: 'multiple' } as const;

/**
 * The preview route: the companies come in the router's state from a my-data page. Without them
 * (a deep link, another tab) there is nothing to preview, and the person goes to My Data.
 */
function PreviewPage({ expected }: { expected: Parameters<typeof readPreviewState>[1] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const preview = useMemo(
    () => readPreviewState(location.state, expected),
    [location.state, expected],
  );
  if (!preview) return <Navigate to="/my-data" replace />;
  // Replacing the preview's history entry: Back never returns to a request already raised.
  const goBack = () => void navigate(preview.returnTo, { replace: true });
  return (
    <Page title={PREVIEW_TITLE} width="prose">
      <h2 className="-mt-3 mb-6 text-lg font-semibold text-slate-700">{PREVIEW_SUBTITLE}</h2>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <EmailPreview
          records={preview.records}
          onRaised={goBack}
          onCancel={goBack}
          layout="page"
          requestType={preview.requestType}
        />
      </div>
    </Page>
  );
}
