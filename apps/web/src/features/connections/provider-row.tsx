import type { OfferedProvider } from '@reclaim/contract';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

export const NOT_AVAILABLE_TEXT = 'Not available on this server yet';

interface ProviderRowProps {
  provider: OfferedProvider;
  /** The row's connected mailboxes; without any, the row offers Connect. */
  mailboxes: ReactNode[];
  canConnect: boolean;
  isConnecting: boolean;
  onConnect: () => void;
}

/** One provider in the connections panel: Connect, or the mailboxes connected through it. */
export function ProviderRow({
  provider,
  mailboxes,
  canConnect,
  isConnecting,
  onConnect,
}: ProviderRowProps) {
  const reasonId = useId();
  const isConnected = mailboxes.length > 0;
  return (
    <li className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <ProviderMark name={provider.name} />
          <div>
            <h3 className="font-semibold text-ink">{provider.name}</h3>
            <p className="text-sm text-slate-600">{provider.description}</p>
          </div>
        </div>
        {!isConnected && (
          <div className="flex flex-col gap-1 sm:items-end">
            <Button
              size="sm"
              className="w-full sm:w-auto"
              aria-label={`Connect ${provider.name}`}
              aria-describedby={canConnect ? undefined : reasonId}
              aria-busy={isConnecting}
              disabled={!canConnect || isConnecting}
              onClick={onConnect}
            >
              Connect
            </Button>
            {!canConnect && (
              <p id={reasonId} className="text-xs text-slate-600">
                {NOT_AVAILABLE_TEXT}
              </p>
            )}
          </div>
        )}
      </div>
      {isConnected && <div className="flex flex-col gap-2">{mailboxes}</div>}
    </li>
  );
}

/** The provider's initial in a tile; decorative, the row's heading names the provider. */
function ProviderMark({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-lg font-bold text-brand-800"
    >
      {name.charAt(0)}
    </span>
  );
}
