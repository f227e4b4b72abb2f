import { useCallback, useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import {
  callEndpoint,
  endpointKey,
  StaleRecordError,
  useEndpointQuery,
} from '@headgate/api-client';
import {
  ASSOCIATION_MESSAGES,
  ASSOCIATION_SNACKBAR_MS,
  linkSetVersion,
  STALE_RECORD_TEXTS,
  type Endpoint,
  type EndpointInput,
  type StaleRecord,
} from '@headgate/contracts';
import { DataState, DataTable, SaveSnackbar, type SaveOutcome } from '@headgate/design-system';
import type { EndpointTaking, RowOf } from '../records/recordCalls';
import { StaleRecordNotice } from '../records/StaleRecordNotice';
import { membersOf, NO_DRAFT, sameMembers, toggled, withSaved } from './associationSet';
import { MemberTick, TicksContext, type Ticks } from './MemberTick';

export interface AssociationEditorProps<
  Owners extends Endpoint,
  Members extends Endpoint,
  Links extends Endpoint,
> {
  /** 'Groups', 'Facilities': the left list's name. */
  ownersLabel: string;
  /** 'Contacts', 'Locations': the right table's name. */
  membersLabel: string;
  owners: Owners;
  members: Members;
  /** Every link of the link table. */
  links: Links;
  /** Replaces an owner's whole set of links (PUT `…/:ownerKey`). */
  replace: Endpoint;
  ownerKey: string;
  memberKey: string;
  ownerId: (owner: RowOf<Owners>) => number;
  ownerName: (owner: RowOf<Owners>) => string;
  ownerDetail?: (owner: RowOf<Owners>) => string;
  memberId: (member: RowOf<Members>) => number;
  memberName: (member: RowOf<Members>) => string;
  memberColumns: GridColDef<RowOf<Members>>[];
}

type Link = Record<string, number>;

/**
 * The association pages (spec §2, §4, §8): an owner chosen on the left, its members ticked in
 * the table on the right ('Selected only' or 'All'), Select All / Select None, and Save, which
 * replaces the owner's whole set and says so for 6 seconds. Save is conditional on the set the
 * ticking started from: if someone saved another set meanwhile, nothing is written, the ticks
 * are kept, and a notice says who and when, with Reload.
 */
export function AssociationEditor<
  Owners extends Endpoint,
  Members extends Endpoint,
  Links extends Endpoint,
>(props: AssociationEditorProps<Owners, Members, Links>) {
  type Owner = RowOf<Owners>;
  type Member = RowOf<Members>;
  const { ownerKey, memberKey, memberId, memberName } = props;
  const client = useQueryClient();
  // The lists answer as their contracts say; the editor knows them only as rows and links.
  const owners = useEndpointQuery<Owners, Owner[]>(props.owners, {} as EndpointInput<Owners>, {
    select: (rows) => rows as Owner[],
  });
  const members = useEndpointQuery<Members, Member[]>(props.members, {} as EndpointInput<Members>, {
    select: (rows) => rows as Member[],
  });
  const links = useEndpointQuery<Links, Link[]>(props.links, {} as EndpointInput<Links>, {
    select: (rows) => rows as Link[],
  });
  const [owner, setOwner] = useState<number | null>(null);
  const [draft, setDraft] = useState(NO_DRAFT);
  const { selected } = draft;
  const setSelected = (next: ReadonlySet<number>) =>
    setDraft((current) => ({ ...current, selected: next }));
  const [show, setShow] = useState<'all' | 'selected'>('all');
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [stale, setStale] = useState<StaleRecord<Link[]> | null>(null);

  const saved = useMemo(
    () =>
      owner === null
        ? new Set<number>()
        : membersOf(
            links.data ?? [],
            (link) => link[ownerKey]!,
            (link) => link[memberKey]!,
            owner,
          ),
    [links.data, owner, ownerKey, memberKey],
  );
  // Choosing an owner (or fresh links after a save) loads its saved set, unsaved ticks aside.
  useEffect(() => setDraft((current) => withSaved(current, owner, saved)), [owner, saved]);

  const save = useMutation({
    mutationFn: () =>
      callEndpoint(
        props.replace as EndpointTaking,
        {
          params: { [ownerKey]: owner },
          body: [...selected].map((id) => ({ [ownerKey]: owner, [memberKey]: id })),
        },
        { ifMatch: linkSetVersion(draft.base) },
      ),
    onSuccess: async () => {
      setOutcome('saved');
      await client.invalidateQueries({ queryKey: endpointKey(props.links) });
    },
    onError: async (error) => {
      if (!(error instanceof StaleRecordError)) return setOutcome('failed');
      setStale(error.stale as StaleRecord<Link[]>);
      await client.invalidateQueries({ queryKey: endpointKey(props.links) });
    },
  });
  /** Shows the set as it is now, dropping the unsaved ticks (the user chose to). */
  const reload = () => {
    if (!stale) return;
    const current = new Set(stale.current.map((link) => link[memberKey]!));
    setDraft({ owner, base: current, selected: current });
    setStale(null);
  };

  const allMembers = members.data ?? [];
  const rows =
    show === 'all' ? allMembers : allMembers.filter((member) => selected.has(memberId(member)));
  const chosen = (owners.data ?? []).find((candidate) => props.ownerId(candidate) === owner);
  const tick = useCallback(
    (member: number, on: boolean) =>
      setDraft((current) => ({ ...current, selected: toggled(current.selected, member, on) })),
    [],
  );
  const ticks = useMemo<Ticks>(
    () => ({ ticked: selected, disabled: owner === null, tick }),
    [selected, owner, tick],
  );
  const columns = useMemo<GridColDef<Member>[]>(
    () => [
      {
        field: '__selected',
        headerName: 'Selected',
        width: 90,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => <MemberTick member={memberId(row)} name={memberName(row)} />,
      },
      ...props.memberColumns,
    ],
    [memberId, memberName, props.memberColumns],
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Paper
        variant="outlined"
        sx={{ width: { md: 300 }, flex: 'none', maxHeight: 560, overflow: 'auto' }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
          {props.ownersLabel}
        </Typography>
        <DataState
          label={props.ownersLabel.toLowerCase()}
          loading={owners.isLoading}
          error={owners.error}
          errorText="Error fetching data: "
          empty={!owners.data?.length}
        >
          <List dense aria-label={props.ownersLabel}>
            {(owners.data ?? []).map((candidate) => (
              <ListItem key={props.ownerId(candidate)} disablePadding>
                <ListItemButton
                  selected={props.ownerId(candidate) === owner}
                  aria-current={props.ownerId(candidate) === owner ? 'true' : undefined}
                  onClick={() => {
                    setOwner(props.ownerId(candidate));
                    setStale(null);
                  }}
                >
                  <ListItemText
                    primary={props.ownerName(candidate)}
                    secondary={props.ownerDetail?.(candidate)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </DataState>
      </Paper>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1">
          {chosen
            ? `${props.membersLabel} of ${props.ownerName(chosen)}`
            : `Choose one of the ${props.ownersLabel.toLowerCase()}`}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={show}
            onChange={(_event, value: 'all' | 'selected' | null) => value && setShow(value)}
            aria-label={`Which ${props.membersLabel.toLowerCase()} to show`}
          >
            <ToggleButton value="selected">Selected only</ToggleButton>
            <ToggleButton value="all">All</ToggleButton>
          </ToggleButtonGroup>
          <Button
            size="small"
            disabled={owner === null}
            onClick={() => setSelected(new Set(allMembers.map(memberId)))}
          >
            Select All
          </Button>
          <Button size="small" disabled={owner === null} onClick={() => setSelected(new Set())}>
            Select None
          </Button>
          <Button
            variant="contained"
            size="small"
            disabled={owner === null || save.isPending || sameMembers(selected, draft.base)}
            onClick={() => save.mutate()}
          >
            {save.isPending ? 'Saving' : 'Save'}
          </Button>
        </Stack>
        {stale && (
          <StaleRecordNotice
            stale={stale}
            outcome={STALE_RECORD_TEXTS.selectionKept}
            onReload={reload}
          />
        )}
        <TicksContext.Provider value={ticks}>
          <DataTable<Member>
            label={props.membersLabel}
            rows={rows}
            columns={columns}
            getRowId={memberId}
            loading={members.isLoading || links.isLoading}
            errorMessage={members.error ? `Error fetching data: ${members.error.message}` : null}
            pageSize="associations"
            height={520}
          />
        </TicksContext.Provider>
      </Stack>
      <SaveSnackbar
        outcome={outcome}
        onClose={() => setOutcome(null)}
        autoHideMs={ASSOCIATION_SNACKBAR_MS}
        savedText={ASSOCIATION_MESSAGES.saved}
        failedText={ASSOCIATION_MESSAGES.failed}
      />
    </Stack>
  );
}
