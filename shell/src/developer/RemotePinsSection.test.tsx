import { fireEvent, render, screen } from '@testing-library/react';
import { remotePins } from '../discovery/remoteChoice';
import { signInAs } from '../testing/authFixtures';
import { RemotePinsSection } from './RemotePinsSection';

beforeEach(() => {
  sessionStorage.clear();
  signInAs(['Developer']);
});

it("pins a remote's version for the tab, and an empty field unpins it", () => {
  const onApply = jest.fn();
  render(<RemotePinsSection onApply={onApply} />);
  fireEvent.change(screen.getByLabelText('mfe-admin version'), { target: { value: ' 0.2.0 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply and reload' }));
  expect(remotePins()).toEqual({ 'mfe-admin': '0.2.0' });
  expect(onApply).toHaveBeenCalledTimes(1);

  fireEvent.change(screen.getByLabelText('mfe-admin version'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply and reload' }));
  expect(remotePins()).toEqual({});
});
