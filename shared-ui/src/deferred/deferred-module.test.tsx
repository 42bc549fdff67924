import { act, render, screen } from '@testing-library/react';
import { deferredModule } from './deferred-module';

/** An import the test settles by hand, counting how often it was started. */
function controlledImport() {
  const calls: { resolve: (module: { name: string }) => void; reject: (error: Error) => void }[] = [];
  const importer = () =>
    new Promise<{ name: string }>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { importer, calls };
}

function Shows({ part, loadNow }: { part: ReturnType<typeof deferredModule<{ name: string }>>; loadNow: boolean }) {
  const module = part.useLoaded(loadNow);
  return <p>{module ? module.name : 'not loaded'}</p>;
}

describe('deferredModule', () => {
  it('loads nothing until a component asks, then draws the module once it arrives', async () => {
    const { importer, calls } = controlledImport();
    const part = deferredModule(importer);
    const { rerender } = render(<Shows part={part} loadNow={false} />);
    expect(calls).toHaveLength(0);
    expect(screen.getByText('not loaded')).toBeInTheDocument();

    rerender(<Shows part={part} loadNow />);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve({ name: 'Radix' }));
    expect(screen.getByText('Radix')).toBeInTheDocument();
  });

  it('starts one import however many components ask at once, and draws it in each', async () => {
    const { importer, calls } = controlledImport();
    const part = deferredModule(importer);
    render(
      <>
        <Shows part={part} loadNow />
        <Shows part={part} loadNow />
      </>,
    );
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve({ name: 'Radix' }));
    expect(screen.getAllByText('Radix')).toHaveLength(2);
  });

  it('tries again after a load that failed', async () => {
    const { importer, calls } = controlledImport();
    const part = deferredModule(importer);
    const first = part.load();
    calls[0]!.reject(new Error('the connection dropped'));
    await expect(first).rejects.toThrow('the connection dropped');

    const second = part.load();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ name: 'Radix' });
    await expect(second).resolves.toEqual({ name: 'Radix' });
  });
});
