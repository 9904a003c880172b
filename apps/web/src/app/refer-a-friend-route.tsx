import { useNavigate } from 'react-router';
import { FeedbackForm } from '../features/feedback/feedback-form';
import { ReferAFriendPage } from '../features/referral/refer-a-friend-page';

/** /referAFriend: the refer page with the feedback form embedded; sending it leads to /thankyou. */
export function ReferAFriendRoute() {
  const navigate = useNavigate();
  return (
    <ReferAFriendPage feedbackForm={<FeedbackForm onSent={() => void navigate('/thankyou')} />} />
  );
}
