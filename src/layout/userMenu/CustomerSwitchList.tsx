import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { customerSwitchRequested, selectActiveCustomer, selectCustomers } from '../../core/tenancy/tenancySlice';
import { backItem, choiceItem } from './switchMenuItems';

/** "Switch Customer" view of the user menu: the user's customers, the active one checked. */
export function CustomerSwitchList({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const customers = useAppSelector(selectCustomers);
  const active = useAppSelector(selectActiveCustomer);
  return [
    backItem(onBack),
    ...customers.map((customer) =>
      choiceItem({
        id: customer.id,
        label: customer.name,
        active: customer.id === active?.id,
        onDone,
        onSwitch: () => dispatch(customerSwitchRequested({ customerId: customer.id })),
      }),
    ),
  ];
}
