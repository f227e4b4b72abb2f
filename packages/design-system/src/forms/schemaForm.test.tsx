import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { FormNumberField, FormTextField } from './FormFields';
import { RecordFormPanel } from './RecordFormPanel';
import { useSchemaForm } from './useSchemaForm';

const schema = z.object({
  name: z.string().trim().min(1, '*Required field'),
  reset_hours: z.number({ error: '*Required field' }).positive({ error: '*Required field' }),
});

function GroupForm({ onSave }: { onSave: (values: z.output<typeof schema>) => void }) {
  const form = useSchemaForm(schema, { name: '', reset_hours: 0 });
  const { isValid, isDirty } = form.formState;
  return (
    <RecordFormPanel
      title="New Thing"
      creating
      busy={false}
      canSave={isValid && isDirty}
      dirty={isDirty}
      onSubmit={() => void form.handleSubmit(onSave)()}
      onCancel={() => undefined}
      onReset={() => form.reset()}
    >
      <FormTextField control={form.control} name="name" label="Name" required />
      <FormNumberField control={form.control} name="reset_hours" label="Reset Hours" />
    </RecordFormPanel>
  );
}

describe('a schema form', () => {
  it("shows the schema's messages as the user types and saves only when valid", async () => {
    const onSave = jest.fn();
    render(<GroupForm onSave={onSave} />);
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Name/), 'x');
    await userEvent.clear(screen.getByLabelText(/Name/));
    expect(await screen.findByText('*Required field')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Name/), 'Ditch riders');
    await userEvent.type(screen.getByLabelText('Reset Hours'), '1e2');
    expect(screen.getByLabelText('Reset Hours')).toHaveValue(12);
    expect(create).toBeEnabled();
    await userEvent.click(create);
    expect(onSave).toHaveBeenCalledWith({ name: 'Ditch riders', reset_hours: 12 }, undefined);
  });

  it('Reset restores the loaded values', async () => {
    render(<GroupForm onSave={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ditch');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText(/Name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});
