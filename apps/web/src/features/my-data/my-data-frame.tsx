import type { ReactNode } from 'react';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import type { MailboxChoice } from '../connections/mailbox-select';
import { MailboxSelect } from '../connections/mailbox-select';
import { NoDataPrompt } from './no-data-prompt';

/** Spec §2, product copy. */
export const MY_DATA_HEADING = 'Companies with your data';
export const MY_DATA_TEXT =
  'Here you can find a list of companies that have your data. Click Request Deletion to start a Data Subject Request.';

interface MyDataFrameProps {
  documentTitle: string;
  mailbox: MailboxChoice;
  /** More controls beside the e-mail selector, such as the search. */
  tools?: ReactNode;
  /** The lists of the selected mailbox. */
  children: (emailId: string) => ReactNode;
}

/**
 * What both my-data pages share: the heading and text, the e-mail selector, and the empty state
 * when no mailbox is connected. Switching mailboxes starts the lists (and the selection) afresh.
 */
export function MyDataFrame({ documentTitle, mailbox, tools, children }: MyDataFrameProps) {
  const { emailId } = mailbox;
  return (
    <Page title={documentTitle} heading={MY_DATA_HEADING}>
      <p className="-mt-2 max-w-3xl text-slate-700">{MY_DATA_TEXT}</p>
      {mailbox.isPending && <Spinner label="Loading your companies" />}
      {!mailbox.isPending && !emailId && (
        <div className="mt-8">
          <NoDataPrompt />
        </div>
      )}
      {emailId && (
        <div className="mt-6 flex flex-col gap-8">
          {(tools || mailbox.connections.length > 1) && (
            <div className="flex flex-col gap-4 md:flex-row md:items-start">
              <MailboxSelect mailbox={mailbox} />
              {tools}
            </div>
          )}
          <div key={emailId} className="flex flex-col gap-10">
            {children(emailId)}
          </div>
        </div>
      )}
    </Page>
  );
}
