import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import FormikSelect from '../../../src/components/form/FormikSelect';
import FormikTextField from '../../../src/components/form/FormikTextField';

jest.setTimeout(20_000);

const schema = object({ name: string().required('Name is required'), color: string().required('Pick a colour') });

function renderForm(onSubmit = jest.fn()) {
  render(
    <Formik initialValues={{ name: '', color: '' }} validationSchema={schema} onSubmit={onSubmit}>
      <Form>
        <FormikTextField name="name" label="Name" helperText="Shown to tenants" />
        <FormikSelect
          name="color"
          label="Colour"
          options={['red', { value: 'blue', label: 'Blue' }]}
          emptyLabel="None"
        />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return onSubmit;
}

describe('Formik field adapters', () => {
  it('shows the hint until the field is touched, then the error', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText('Shown to tenants')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('binds text and select values to the form', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lobby');
    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    await user.click(await screen.findByRole('option', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Lobby', color: 'blue' }, expect.anything()));
  });

  it('shows the select error after a failed submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick a colour')).toBeInTheDocument();
  });

  it('brings the first field in error into view and focus when a submit fails', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lobby');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const colour = screen.getByRole('combobox', { name: 'Colour' });
    await waitFor(() => expect(colour).toHaveFocus());
    expect(scrolled).toEqual([colour]);
  });

  it("brings the server's field error into view after the save is refused", async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = jest.fn();
    // The save resolves with the server's refusal mapped onto the field, as EntityForm's does.
    const save = jest.fn(async (_values: unknown, helpers: { setFieldError: (field: string, text: string) => void }) =>
      helpers.setFieldError('name', 'Name is taken'),
    );
    renderForm(save);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lobby');
    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    await user.click(await screen.findByRole('option', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });
});
