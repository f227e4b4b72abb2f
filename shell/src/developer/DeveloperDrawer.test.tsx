import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@headgate/routing';
import { useLastApiAnswerStore } from '@headgate/api-client';
import { useSignInStore } from '../signIn/signInStore';
import { signInAs } from '../testing/authFixtures';
import { DeveloperDrawerHost } from './DeveloperDrawerHost';
import { useDeveloperDrawerStore } from './developerDrawerStore';

(globalThis as { HEADGATE_APP_VERSION?: string }).HEADGATE_APP_VERSION = '1.2.3';

function openDrawer() {
  act(() => useDeveloperDrawerStore.getState().openDrawer());
  return render(
    <MemoryRouter>
      <DeveloperDrawerHost />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useDeveloperDrawerStore.setState({ open: false });
  useSignInStore.setState({
    settings: {
      issuer: 'http://localhost/oidc',
      clientId: 'headgate-shell',
      audience: 'headgate-api',
      rolesClaim: 'roles',
      landingPageClaim: 'landing_page',
      scope: 'openid',
    },
    identityClaims: { sub: 'auth0|ada', email: 'ada@district.example', roles: ['Developer'] },
  });
});

describe('developer drawer', () => {
  it('shows a Developer the environment, the last API data, the app user and the identity user', async () => {
    signInAs(['Developer']);
    useLastApiAnswerStore.getState().record({
      method: 'GET',
      path: '/public-map/layers',
      status: 200,
      receivedAt: '2026-11-23T10:00:00.000Z',
      body: [{ id: 'wells', name: 'Wells' }],
    });
    openDrawer();
    expect(await screen.findByText('Developer Tools (click to close)')).toBeInTheDocument();
    expect(screen.getByText('This drawer is only visible to Developers.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Environment' }));
    const environment = screen.getByText(/"issuer"/);
    expect(environment).toHaveTextContent('"appVersion": "1.2.3"');
    expect(environment).toHaveTextContent('"apiBase": "/api"');
    expect(environment).toHaveTextContent('"clientId": "headgate-shell"');
    expect(environment).toHaveTextContent('"audience": "headgate-api"');

    await userEvent.click(screen.getByRole('button', { name: 'Last API Data' }));
    expect(screen.getByText(/"path": "\/public-map\/layers"/)).toHaveTextContent('"name": "Wells"');

    await userEvent.click(screen.getByRole('button', { name: 'App User' }));
    expect(screen.getByText(/"landingPageNdx": 1/)).toHaveTextContent('"Developer"');

    await userEvent.click(screen.getByRole('button', { name: 'Identity User' }));
    expect(screen.getByText(/"sub": "auth0\|ada"/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('test-token');
  });

  it('closes when its title is clicked', async () => {
    signInAs(['Developer']);
    openDrawer();
    await userEvent.click(await screen.findByText('Developer Tools (click to close)'));
    expect(useDeveloperDrawerStore.getState().open).toBe(false);
  });

  it('is never shown to anyone but a Developer', () => {
    signInAs(['Administrator']);
    openDrawer();
    expect(screen.queryByText('Developer Tools (click to close)')).not.toBeInTheDocument();
  });
});
