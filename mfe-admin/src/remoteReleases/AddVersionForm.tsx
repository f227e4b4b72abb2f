import { useMemo } from 'react';
import { releaseEntrySchema, type ReleaseEntry } from '@headgate/contracts';
import { FormTextField, RecordFormPanel, useSchemaForm } from '@headgate/design-system/forms';

/** The release API's own entry fields, with an empty fallback URL allowed while typing. */
const newVersionFields = releaseEntrySchema
  .pick({ version: true, url: true })
  .extend({ fallbackUrl: releaseEntrySchema.shape.fallbackUrl.nullable() });

const EMPTY = { version: null, url: null, fallbackUrl: null };

/** A version the remote does not list yet, as the operator typed it. */
export type NewVersion = Pick<ReleaseEntry, 'version' | 'url' | 'fallbackUrl'>;

/**
 * Adds a version of a remote by the URL of its `mf-manifest.json`, validated as the release API
 * validates an entry (its version and URL rules), and refusing a version the remote already
 * lists. Whether the URL's host is allowed and whether the shell can load the build only the
 * server can tell: its refusal is shown in the question that follows.
 */
export function AddVersionForm({
  remote,
  listed,
  busy,
  onPropose,
  onClose,
}: {
  remote: string;
  /** The versions the remote already lists. */
  listed: readonly string[];
  busy: boolean;
  onPropose: (version: NewVersion) => void;
  onClose: () => void;
}) {
  // On the field itself, so the form says it as soon as the version is typed.
  const schema = useMemo(
    () =>
      newVersionFields.extend({
        version: newVersionFields.shape.version.refine((version) => !listed.includes(version), {
          message: `${remote} already lists this version`,
        }),
      }),
    [remote, listed],
  );
  const form = useSchemaForm(schema, EMPTY);
  const { isValid, isDirty } = form.formState;
  return (
    <RecordFormPanel
      title={`New version of ${remote}`}
      creating
      busy={busy}
      canSave={isValid}
      dirty={isDirty}
      onSubmit={() =>
        void form.handleSubmit(({ version, url, fallbackUrl }) =>
          onPropose({ version, url, fallbackUrl: fallbackUrl ?? undefined }),
        )()
      }
      onCancel={onClose}
      onReset={() => form.reset()}
    >
      <FormTextField control={form.control} name="version" label="Version" required />
      <FormTextField
        control={form.control}
        name="url"
        label="Manifest URL"
        required
        helperText="https://…/mf-manifest.json, or a path on this site"
      />
      <FormTextField
        control={form.control}
        name="fallbackUrl"
        label="Fallback URL"
        nullable
        helperText="Optional: where the manifest is when the URL fails"
      />
    </RecordFormPanel>
  );
}
