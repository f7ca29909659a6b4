import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { handleFormError } from '../../../src/core/api/errors';

function run(error: unknown) {
  const setFieldError = jest.fn();
  const actions: UnknownAction[] = [];
  const dispatch: Dispatch = (action) => {
    actions.push(action);
    return action;
  };
  const general = handleFormError(error, { setFieldError }, dispatch);
  const toasts = actions
    .filter((action) => action.type === 'notifications/toastQueued')
    .map((action) => action.payload);
  return { general, setFieldError, toasts };
}

describe('shared form error handler (requirements §8)', () => {
  it('toasts a 400 string detail as "Error" and returns it as the general error', () => {
    const { general, toasts, setFieldError } = run({
      status: 400,
      data: { detail: 'A site with this name already exists' },
    });
    expect(general).toBe('A site with this name already exists');
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Error', message: 'A site with this name already exists', variant: 'error' }),
    ]);
    expect(setFieldError).not.toHaveBeenCalled();
  });

  it('uses the first item of a bracketed-list detail', () => {
    const { general, toasts } = run({ status: 400, data: { detail: "['Prefix overlaps another site', 'second']" } });
    expect(general).toBe('Prefix overlaps another site');
    expect(toasts).toEqual([expect.objectContaining({ title: 'Error', message: 'Prefix overlaps another site' })]);
  });

  it('sets loc/msg validation items on the field named by the last loc part', () => {
    const { general, toasts, setFieldError } = run({
      status: 400,
      data: {
        detail: [{ loc: ['body', 'name'], msg: 'Name is required' }, { loc: ['body', 'netmask'] }],
      },
    });
    expect(general).toBeUndefined();
    expect(setFieldError).toHaveBeenCalledWith('name', 'Name is required');
    expect(setFieldError).toHaveBeenCalledWith('netmask', 'Invalid value');
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Validation Error', message: 'Please check the form for errors' }),
    ]);
  });

  it('sets every field of an errors map, taking the first message of a list', () => {
    const { toasts, setFieldError } = run({
      status: 422,
      data: { errors: { name: ['Too short', 'Too plain'], prefix: 'Invalid prefix' } },
    });
    expect(setFieldError).toHaveBeenCalledWith('name', 'Too short');
    expect(setFieldError).toHaveBeenCalledWith('prefix', 'Invalid prefix');
    expect(toasts).toEqual([expect.objectContaining({ title: 'Error', message: 'Please check the form for errors' })]);
  });

  it("otherwise toasts the error's message", () => {
    expect(run(new Error('Network down')).toasts).toEqual([expect.objectContaining({ message: 'Network down' })]);
    expect(run({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).toasts).toEqual([
      expect.objectContaining({ message: 'TypeError: Failed to fetch' }),
    ]);
  });

  it('falls back to "An unexpected error occurred"', () => {
    const { general, toasts, setFieldError } = run({ status: 409, data: {} });
    expect(general).toBeUndefined();
    expect(setFieldError).not.toHaveBeenCalled();
    expect(toasts).toEqual([expect.objectContaining({ message: 'An unexpected error occurred', variant: 'error' })]);
  });

  it('adds no toast to a server failure the base query already announced', () => {
    expect(run({ status: 500, data: { detail: 'Internal server error' } }).toasts).toEqual([]);
    expect(run({ status: 524, data: {} }).toasts).toEqual([]);
  });

  it("names nested fields as Formik does and sends a list item's error to its list", () => {
    const { setFieldError } = run({
      status: 400,
      data: {
        detail: [
          { loc: ['body', 'login_credentials', 'username'], msg: 'Username is required' },
          { loc: ['body', 'room_ids', 2], msg: 'Unknown room' },
        ],
      },
    });
    expect(setFieldError).toHaveBeenCalledWith('login_credentials.username', 'Username is required');
    expect(setFieldError).toHaveBeenCalledWith('room_ids', 'Unknown room');
  });
});
