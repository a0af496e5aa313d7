import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useModals } from '../shared/modals/modalContext';
import type { ModalManager } from '../shared/modals/modalTypes';
import type { AppRoute } from '../shared/routing/routeTypes';
import { buildAppConfig } from './factories';
import { appConfigMock, appViewerMock } from './mocks';
import { renderApp } from './renderApp';

// A page that hands the modal manager to the test, so modals are requested as any screen would.
const probe: { manager: ModalManager | null } = { manager: null };
function ManagerProbe() {
  const modals = useModals();
  useEffect(() => {
    probe.manager = modals;
  });
  return <h1>Probe</h1>;
}
const probeRoute: AppRoute = {
  path: '/',
  page: ManagerProbe,
  needsLogin: false,
  skipLoading: true,
  seo: { title: 'Probe', description: 'Probe.' },
};

/**
 * The whole app, signed out, on a probe page at `/`; resolves once it shows, with a getter of the
 * app's modal manager. `mocks` answer what the modals under test ask for.
 */
export async function renderModalProbe(
  config = buildAppConfig(),
  mocks: MockLink.MockedResponse[] = [],
): Promise<() => ModalManager> {
  probe.manager = null;
  renderApp('/', { mocks: [appConfigMock(config), appViewerMock(null), ...mocks], routes: [probeRoute] });
  await screen.findByRole('heading', { name: 'Probe' });
  // The manager is handed over in an effect, which on a busy machine may run after the heading is
  // in the document (a fresh-clone run failed so).
  await waitFor(() => {
    if (!probe.manager) throw new Error('The probe has not handed over the modal manager yet.');
  });
  return () => {
    if (!probe.manager) throw new Error('The probe did not render.');
    return probe.manager;
  };
}
