import { z } from 'zod';
import { isRemoteId, REMOTE_IDS, type RemoteId } from '@headgate/site-map';
import type { SettingKind } from '../../../../core/config/settingKinds';
import { shortSecretRefusal, type ReleaseClient } from './releaseClientList';

/**
 * `RELEASE_CLIENT_REMOTES`: the remotes the one client of `RELEASE_CLIENT_SECRET` may change,
 * comma-separated. No wildcard: a credential names what it may change, so a remote added to the
 * site later does not fall to an old secret.
 */
export function releaseClientRemotesSetting(): SettingKind<RemoteId[]> {
  return z.string().transform((setting, ctx) => {
    const remotes = setting
      .split(',')
      .map((remote) => remote.trim())
      .filter(Boolean);
    const unknown = remotes.find((remote) => !isRemoteId(remote));
    if (unknown !== undefined || remotes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${unknown === undefined ? 'names no remote' : `has "${unknown}", which is no remote of this site`}; use remote ids separated by commas (${REMOTE_IDS.join(', ')})`,
      });
      return z.NEVER;
    }
    return [...new Set(remotes as RemoteId[])];
  });
}

/** The settings the pipeline clients come from, as the environment schema parsed them. */
export interface ReleaseClientSettings {
  RELEASE_CLIENTS_FILE?: readonly ReleaseClient[] | undefined;
  RELEASE_CLIENT_SECRET?: string | undefined;
  RELEASE_CLIENT_ID: string;
  RELEASE_CLIENT_REMOTES?: readonly RemoteId[] | undefined;
  RELEASE_CLIENT_MAX_TRAFFIC: number;
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID: string;
}

/**
 * The pipeline clients of the settings: the file's, or the one client of the shorthand
 * (`RELEASE_CLIENT_SECRET` with `RELEASE_CLIENT_REMOTES`), or none.
 */
export function releaseClientsOf(settings: ReleaseClientSettings): ReleaseClient[] {
  if (settings.RELEASE_CLIENTS_FILE) return [...settings.RELEASE_CLIENTS_FILE];
  if (!settings.RELEASE_CLIENT_REMOTES) return [];
  return [
    {
      id: settings.RELEASE_CLIENT_ID,
      secret: settings.RELEASE_CLIENT_SECRET,
      remotes: settings.RELEASE_CLIENT_REMOTES,
      maxTraffic: settings.RELEASE_CLIENT_MAX_TRAFFIC,
    },
  ];
}

/** Why a pipeline client may not take the shell's id: its tokens would lose their users' roles. */
const SHELL_ID_PROBLEM = "is the shell's client id (OIDC_CLIENT_ID), whose tokens are the users'";

/** What the other settings refuse of a file's client: no secret for the embedded provider, the shell's id. */
function fileClientProblems(
  client: ReleaseClient,
  settings: Partial<ReleaseClientSettings>,
): string[] {
  const problems: string[] = [];
  // The embedded provider checks the secret; an external provider keeps its own.
  if (client.secret === undefined && settings.OIDC_ISSUER === undefined) {
    problems.push(`${client.id}: secret is missing; the embedded sign-in provider needs one`);
  }
  if (client.id === settings.OIDC_CLIENT_ID) {
    problems.push(`${client.id}: id ${SHELL_ID_PROBLEM}`);
  }
  return problems;
}

/** A start-up refusal: the variable and what completes the sentence "VARIABLE=value …". */
export interface SettingProblem {
  variable: keyof ReleaseClientSettings;
  message: string;
}

/**
 * The start-up refusals of the pipeline client settings that no single variable shows: a file
 * client without a secret for the embedded provider, or with the shell's id; the shorthand beside
 * a file, without its remotes or its secret, or with a short secret (naming its client). A
 * setting refused on its own is not checked again here: its own refusal names it.
 */
export function releaseClientProblems(
  settings: Partial<Record<keyof ReleaseClientSettings, unknown>>,
): SettingProblem[] {
  const parsed = settings as Partial<ReleaseClientSettings>;
  const { RELEASE_CLIENT_SECRET: secret, RELEASE_CLIENT_REMOTES: remotes } = parsed;
  const problems: SettingProblem[] = [];
  if (Array.isArray(parsed.RELEASE_CLIENTS_FILE)) {
    const refused = parsed.RELEASE_CLIENTS_FILE.flatMap((client) =>
      fileClientProblems(client, parsed),
    );
    if (refused.length > 0) {
      problems.push({
        variable: 'RELEASE_CLIENTS_FILE',
        message: `lists clients it cannot use: ${refused.join('; ')}`,
      });
    }
    for (const variable of ['RELEASE_CLIENT_SECRET', 'RELEASE_CLIENT_REMOTES'] as const) {
      if (settings[variable] === undefined) continue;
      problems.push({
        variable,
        message:
          'is the shorthand for one client, beside RELEASE_CLIENTS_FILE; list that client in the file instead',
      });
    }
    return problems;
  }
  if (secret === undefined && remotes === undefined) return problems;
  const id = parsed.RELEASE_CLIENT_ID ?? '';
  if (remotes === undefined) {
    problems.push({
      variable: 'RELEASE_CLIENT_SECRET',
      message: `is set without RELEASE_CLIENT_REMOTES; name the remotes ${id} may change, e.g. RELEASE_CLIENT_REMOTES=mfe-facility`,
    });
    return problems;
  }
  const short = typeof secret === 'string' ? shortSecretRefusal(secret) : null;
  if (short) problems.push({ variable: 'RELEASE_CLIENT_SECRET', message: `of ${id} ${short}` });
  if (secret === undefined && parsed.OIDC_ISSUER === undefined) {
    problems.push({
      variable: 'RELEASE_CLIENT_REMOTES',
      message: `needs RELEASE_CLIENT_SECRET too: the embedded sign-in provider gives ${id} a token only with its secret`,
    });
  }
  if (id === parsed.OIDC_CLIENT_ID) {
    problems.push({ variable: 'RELEASE_CLIENT_ID', message: SHELL_ID_PROBLEM });
  }
  return problems;
}
