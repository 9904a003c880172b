import { expect, test } from '../fixtures/test';

test('/connectEmail names the mail service, goes back on Cancel and records it on Connect', async ({
  signedInPage: page,
  connectionsPanel,
  connectEmailPage,
}) => {
  await connectionsPanel.open();
  await connectEmailPage.goto('@example.org');
  await expect(connectEmailPage.question).toHaveText(
    'Are you sure you want to connect your account?',
  );
  await expect(page.getByText('@example.org')).toHaveCount(0);

  await connectEmailPage.cancelButton.click();

  await expect(page).toHaveURL('/account');
  expect(await connectEmailPage.selectedProvider()).toBeNull();

  await connectEmailPage.goto('Someone@GMail.com');
  await expect(connectEmailPage.question).toHaveText(
    'Are you sure you want to connect your Gmail account?',
  );
  await expect(page.getByText('Someone@GMail.com', { exact: true })).toBeVisible();

  await connectEmailPage.connectButton.click();

  await expect(page).toHaveURL('/dashboard');
  expect(await connectEmailPage.selectedProvider()).toEqual({
    name: 'Gmail',
    domain: 'gmail.com',
    provider: 'gmail',
    emailAddress: 'Someone@GMail.com',
  });
});

test('/connectEmail shows a signed-out visitor the question and asks to log in on Connect', async ({
  page,
  registeredUser,
  connectEmailPage,
  loginDialog,
}) => {
  await connectEmailPage.goto('someone@outlook.com');

  await expect(page).toHaveURL('/connectEmail?email=someone%40outlook.com');
  await expect(connectEmailPage.question).toHaveText(
    'Are you sure you want to connect your Outlook account?',
  );
  await expect(loginDialog.dialog).toHaveCount(0);

  await connectEmailPage.connectButton.click();

  await expect(loginDialog.dialog).toBeVisible();
  await loginDialog.signIn(registeredUser.email, registeredUser.password);
  await expect(page).toHaveURL('/dashboard');
  expect(await connectEmailPage.selectedProvider()).toMatchObject({
    provider: 'outlook',
    emailAddress: 'someone@outlook.com',
  });
});
