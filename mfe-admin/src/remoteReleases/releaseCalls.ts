import { callEndpoint } from '@headgate/api-client';
import { releaseEndpoints } from '@headgate/contracts';
import type { ReleaseEdit } from './releaseEdits';

/** Sends the remote's entry list after `edit`; resolves to what the page then says. */
export async function sendEdit(remote: string, edit: ReleaseEdit): Promise<string> {
  await callEndpoint(releaseEndpoints.updateRelease, {
    params: { remote },
    body: { entries: edit.entries },
  });
  return edit.done;
}

/** Rolls the remote back to its last stable entry; resolves to the version now served. */
export async function sendRollback(remote: string): Promise<string> {
  const result = await callEndpoint(releaseEndpoints.rollbackRelease, { params: { remote } });
  return `${remote} is rolled back: ${result.rolledBackTo} is served.`;
}
