// The model test's commands: what a user, the network and the browser can do between two checks.
import fc from 'fast-check';
import { db } from '../../pwa/src/offline/db.ts';
import { createDraft, deleteDraft, getDraft, saveDraft, submitDraft } from '../../pwa/src/offline/drafts.ts';
import type { Fault } from './faulty-network.ts';
import type { ModelDraft, World } from './sync-client.ts';

type Command = fc.AsyncCommand<World, World>;

const open = (model: World['model']) => [...model.values()].filter((d) => !d.submitted && !d.discarded);
const pick = (model: World['model'], n: number): ModelDraft | undefined => {
  const drafts = open(model);
  return drafts.length ? drafts[n % drafts.length] : undefined;
};

class CreateDraft implements Command {
  constructor(readonly withBanner: boolean) {}
  check = () => true;
  async run(_: World, w: World) {
    const product = w.makeProduct(w.model.size);
    const draft = await createDraft({
      owner: w.client.owner,
      mode: 'add',
      productCode: product.productCode,
      productName: product.productName,
      step: 0,
      data: product,
      banner: this.withBanner ? new Blob([w.banner], { type: 'image/png' }) : null,
      bannerName: this.withBanner ? 'banner.png' : '',
    });
    w.model.set(draft.id, {
      id: draft.id,
      code: product.productCode,
      description: String(product.productDescription),
      submitted: false,
      discarded: false,
      withBanner: this.withBanner,
    });
  }
  toString = () => `create(${this.withBanner ? 'banner' : ''})`;
}

class EditDraft implements Command {
  constructor(
    readonly n: number,
    readonly text: string,
  ) {}
  check = (w: Readonly<World>) => open(w.model).length > 0;
  async run(_: World, w: World) {
    const target = pick(w.model, this.n)!;
    const draft = (await getDraft(target.id))!;
    await saveDraft({
      ...draft,
      step: (draft.step + 1) % 8,
      data: { ...draft.data, productDescription: this.text },
    });
    target.description = this.text;
  }
  toString = () => `edit(${this.n}, ${JSON.stringify(this.text)})`;
}

class Submit implements Command {
  constructor(readonly n: number) {}
  check = (w: Readonly<World>) => open(w.model).length > 0;
  async run(_: World, w: World) {
    const target = pick(w.model, this.n)!;
    await submitDraft(target.id);
    target.submitted = true;
  }
  toString = () => `submit(${this.n})`;
}

/** Reopens a submitted draft whose submission has not been sent yet and changes it (the wizard's Resume). */
class Revise implements Command {
  constructor(
    readonly n: number,
    readonly text: string,
  ) {}
  check = (w: Readonly<World>) => [...w.model.values()].some((d) => d.submitted);
  async run(_: World, w: World) {
    const submitted = [...w.model.values()].filter((d) => d.submitted);
    const target = submitted[this.n % submitted.length]!;
    const entry = await db.outbox
      .where('draftId')
      .equals(target.id)
      .filter((e) => e.kind === 'submit')
      .first();
    const draft = await getDraft(target.id);
    if (!draft || !entry || entry.attempts > 0) return; // sent (or maybe sent): not the user's to take back
    await saveDraft({ ...draft, data: { ...draft.data, productDescription: this.text } });
    target.description = this.text;
    target.submitted = false;
  }
  toString = () => `revise(${this.n}, ${JSON.stringify(this.text)})`;
}

class Discard implements Command {
  constructor(readonly n: number) {}
  check = (w: Readonly<World>) => open(w.model).length > 0;
  async run(_: World, w: World) {
    const target = pick(w.model, this.n)!;
    await deleteDraft(target.id);
    target.discarded = true;
  }
  toString = () => `discard(${this.n})`;
}

class Network implements Command {
  constructor(readonly offline: boolean) {}
  check = () => true;
  async run(_: World, w: World) {
    w.net.offline = this.offline;
  }
  toString = () => (this.offline ? 'offline' : 'online');
}

class Faults implements Command {
  constructor(
    readonly fault: Fault,
    readonly count: number,
  ) {}
  check = () => true;
  async run(_: World, w: World) {
    w.net.inject(this.fault, this.count);
  }
  toString = () => `fault(${this.fault} x${this.count})`;
}

class Sync implements Command {
  constructor(readonly force: boolean) {}
  check = () => true;
  async run(_: World, w: World) {
    await w.client.sync(this.force);
  }
  toString = () => `sync(${this.force ? 'now' : 'due'})`;
}

class Restart implements Command {
  check = () => true;
  async run(_: World, w: World) {
    await w.client.restart();
  }
  toString = () => 'restart';
}

const text = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.é✓-]{0,24}[A-Za-z0-9]$/);

export const modelCommands = [
  fc.boolean().map((b) => new CreateDraft(b)),
  fc.tuple(fc.nat(), text).map(([n, t]) => new EditDraft(n, t)),
  fc.nat().map((n) => new Submit(n)),
  fc.nat().map((n) => new Discard(n)),
  fc.tuple(fc.nat(), text).map(([n, t]) => new Revise(n, t)),
  fc.boolean().map((b) => new Network(b)),
  fc
    .tuple(
      fc.constantFrom<Fault>('server-error', 'lost-response', 'duplicate'),
      fc.integer({ min: 1, max: 3 }),
    )
    .map(([f, c]) => new Faults(f, c)),
  fc.boolean().map((b) => new Sync(b)),
  fc.constant(new Restart()),
];
