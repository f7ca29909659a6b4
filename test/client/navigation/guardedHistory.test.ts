import { UNSAFE_createMemoryHistory } from 'react-router';
import { guardHistory, type HistoryUpdate } from '../../../src/core/navigation/guardedHistory';

/** A history at /rooms → /room/5/edit, with a record of what its listeners were told. */
function editingRoom() {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/rooms', '/room/5/edit'], initialIndex: 1, v5Compat: true }),
  );
  const seen: string[] = [];
  history.listen(({ action, location }: HistoryUpdate) => seen.push(`${action} ${location.pathname}`));
  return { history, seen };
}

const leavingThePage = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: { pathname: string };
  nextLocation: { pathname: string };
}) => currentLocation.pathname !== nextLocation.pathname;

describe('guardHistory', () => {
  it('tells every listener about each navigation while nothing blocks', () => {
    const { history, seen } = editingRoom();
    const second: string[] = [];
    history.listen(({ location }) => second.push(location.pathname));
    history.push('/room/5');
    history.replace('/room/5?tab=history');
    history.go(-1);
    expect(seen).toEqual(['PUSH /room/5', 'REPLACE /room/5', 'POP /room/5/edit']);
    expect(second).toEqual(['/room/5', '/room/5', '/room/5/edit']);
    expect(history.location.pathname).toBe('/room/5/edit');
  });

  it('holds a blocked link until the user answers: reset stays, proceed goes', () => {
    const { history, seen } = editingRoom();
    history.block(leavingThePage);
    history.push('/sites', { from: 'link' });
    expect(history.blocked).not.toBeNull();
    expect(history.location.pathname).toBe('/room/5/edit');
    history.blocked!.reset();
    expect(history.blocked).toBeNull();
    expect(seen).toEqual([]);

    history.push('/sites', { from: 'link' });
    history.blocked!.proceed();
    expect(history.blocked).toBeNull();
    expect(seen).toEqual(['PUSH /sites']);
    expect(history.location.state).toEqual({ from: 'link' });
  });

  it('lets through what the blocker allows (the same page with another query)', () => {
    const { history, seen } = editingRoom();
    history.block(leavingThePage);
    history.replace('/room/5/edit?step=2');
    expect(history.blocked).toBeNull();
    expect(seen).toEqual(['REPLACE /room/5/edit']);
  });

  it('undoes a blocked Back unseen, and goes back once the user agrees', () => {
    const { history, seen } = editingRoom();
    history.block(leavingThePage);
    history.go(-1);
    expect(history.blocked).not.toBeNull();
    expect(history.location.pathname).toBe('/room/5/edit');
    expect(seen).toEqual([]);

    history.blocked!.proceed();
    expect(seen).toEqual(['POP /rooms']);
    expect(history.location.pathname).toBe('/rooms');
    expect(history.blocked).toBeNull();
  });

  it('drops a waiting navigation when its blocker goes (the form was saved or closed)', () => {
    const { history, seen } = editingRoom();
    const unblock = history.block(leavingThePage);
    history.push('/sites');
    unblock();
    expect(history.blocked).toBeNull();
    history.push('/sites');
    expect(seen).toEqual(['PUSH /sites']);
  });
});
