import { useState } from 'react';
import { ChangePasswordForm } from './change-password-form';
import { SettingsPanel } from './settings-panel';

/** The 'Security' tab: the change-password form, emptied after each successful change. */
export function ChangePasswordPanel() {
  // A fresh form also resets each field's show/hide toggle, which a value reset would not.
  const [formKey, setFormKey] = useState(0);
  return (
    <SettingsPanel title="Change Password">
      <div className="max-w-lg">
        <ChangePasswordForm key={formKey} onSaved={() => setFormKey((key) => key + 1)} />
      </div>
    </SettingsPanel>
  );
}
