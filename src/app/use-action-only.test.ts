import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appSources, parseSource } from '@/testing/source-files';

/*
 * docs/architecture.md, "A request runs now or fails now": every action button sends one request per intent,
 * through `useAction` (src/core/actions/use-action.ts), which holds the lock, runs the TanStack mutation and
 * refetches what it changed. What the hook cannot guarantee by itself is that nothing goes around it: a
 * screen calling a fetcher (a call made with intent 'action' or 'money', see src/lib/http/client.ts and
 * src/lib/http/send-action.ts) or the
 * logout straight from a button, a feature hook's unlocked `send` outside a `useAction(...)`
 * argument, or a mutation made anywhere but in the hook. This finds those.
 */

const root = join(process.cwd(), 'src');

/** Exported function names of the modules that send actions (and the logout). */
function actionNames(files: string[]): Set<string> {
  const names = new Set<string>(['logout']);
  for (const path of files) {
    if (path.includes(`${join('lib', 'http')}`)) continue;
    const text = readFileSync(path, 'utf8');
    // A call sent with an action's intent, by hand or through sendAction (src/lib/http/send-action.ts).
    if (!/intent: '(action|money)'|\bsendAction(Envelope)?\(/.test(text)) continue;
    parseSource(path, text).forEachChild((node) => {
      const exported =
        ts.canHaveModifiers(node) &&
        ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) return;
      if (ts.isFunctionDeclaration(node) && node.name) names.add(node.name.text);
      if (ts.isVariableStatement(node))
        for (const d of node.declarationList.declarations)
          if (ts.isIdentifier(d.name)) names.add(d.name.text);
    });
  }
  return names;
}

const insideAction = (node: ts.Node): boolean => {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'useAction')
      return true;
  }
  return false;
};

/** An identifier that names a value in use (not a declaration, a member or an object key). */
const isReference = (node: ts.Identifier) => {
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAccessExpression(parent)) return false;
  const named = parent as ts.Node & { name?: ts.Node };
  return !(
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent)) &&
    named.name === node
  );
};

/** Uses of an action outside useAction in one UI module, as `file:line text`. */
export function unguardedActions(source: ts.SourceFile, actions: Set<string>): string[] {
  const handles = new Set<string>(); // const call = useWithdraw(): `call` is an action too
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(process.cwd(), source.fileName)}:${line + 1} ${node.getText().slice(0, 60)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      actions.has(node.initializer.expression.text)
    ) {
      handles.add(node.name.text);
      visit(node.name);
      return;
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      /^(mutate(Async)?|send)$/.test(node.name.text) &&
      !insideAction(node)
    ) {
      report(node);
      return;
    }
    if (ts.isIdentifier(node) && isReference(node)) {
      const name = node.text;
      const plainAction = actions.has(name) && !name.startsWith('use');
      if ((plainAction || handles.has(name)) && !insideAction(node)) report(node);
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      handles.has(node.expression.text)
    ) {
      // A feature hook's `run` and `pending` are its own locked action (it is built on useAction).
      if (!/^(run|pending)$/.test(node.name.text) && !insideAction(node)) report(node);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * A call sent with an action's intent by hand, outside src/lib/http: every action's fetcher goes
 * through sendAction / sendActionEnvelope (src/lib/http/send-action.ts), which resolves what the
 * client already told the user instead of throwing it at the screen.
 */
export function handMadeActions(path: string, text: string): string[] {
  if (path.includes(join('lib', 'http'))) return [];
  return text
    .split('\n')
    .flatMap((line, i) =>
      /intent: '(action|money)'/.test(line) ? [`${relative(process.cwd(), path)}:${i + 1}`] : [],
    );
}

const sendsAction = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  /^(send|run)$/.test(node.expression.name.text);

/** An action's `send`/`run` whose failure a screen catches itself (`.catch(...)`, try/catch). */
export function caughtActions(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(process.cwd(), source.fileName)}:${line + 1} ${node.getText().slice(0, 60)}`);
  };
  const contains = (node: ts.Node, test: (n: ts.Node) => boolean): boolean =>
    test(node) || (ts.forEachChild(node, (child) => contains(child, test) || undefined) ?? false);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'catch' && sendsAction(node.expression))
      report(node);
    if (ts.isTryStatement(node) && node.catchClause && contains(node.tryBlock, sendsAction))
      report(node.tryBlock);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where buttons live: screens, feature components, the shell and shared components. */
const isUi = (path: string) => {
  const rel = relative(root, path);
  return /^features\/[^/]+\/(routes|components)\//.test(rel) || /^(app|components|core\/nav)\//.test(rel);
};

describe('every action goes through useAction (docs/architecture.md, "A request runs now or fails now")', () => {
  const files = appSources();
  const actions = actionNames(files);

  it('knows the actions (a sample of money, sign-in and other buttons)', () => {
    for (const name of [
      'withdraw',
      'useWithdraw',
      'sendRecharge',
      'drawRedPacket',
      'claimFanshui',
      'useLogin',
      'useApplyActivity',
      'sendUnbind',
      'logout',
    ]) {
      expect(actions).toContain(name);
    }
  });

  it('only the hook makes a mutation, and the old bare lock is gone', () => {
    const hook = join(root, 'core', 'actions', 'use-action.ts');
    const bypass = files.filter(
      (path) => path !== hook && /\b(useMutation|useSingleFlight)\b/.test(readFileSync(path, 'utf8')),
    );
    expect(bypass.map((path) => relative(root, path))).toEqual([]);
  });

  it('every action a screen or component starts goes through useAction', () => {
    const found = files.filter(isUi).flatMap((path) => unguardedActions(parseSource(path), actions));
    expect(found).toEqual([]);
  });

  it('every action fetcher has one shape: sendAction or sendActionEnvelope, no hand-made action request', () => {
    expect(files.flatMap((path) => handMadeActions(path, readFileSync(path, 'utf8')))).toEqual([]);
  });

  it('no screen catches the failure of an action: the fetcher resolves it and useAction owns the outcome', () => {
    expect(files.flatMap((path) => caughtActions(parseSource(path)))).toEqual([]);
  });

  it('finds the other shapes (a request with an action intent, a caught send)', () => {
    expect(
      handMadeActions(
        'src/features/x/api/pay.ts',
        `request(calls.pay, input, { loading: true, intent: 'money' })`,
      ),
    ).toEqual(['src/features/x/api/pay.ts:1']);
    const screen = parseSource(
      'src/features/x/routes/pay.tsx',
      `const a = useAction(async () => { if (await pay.send(1).catch(() => false)) done(); });
       const b = useAction(async () => { try { await pay.send(2); } catch { return; } });
       const c = useAction(async () => { if (await pay.send(3)) done(); });`,
    );
    expect(caughtActions(screen)).toEqual([
      'src/features/x/routes/pay.tsx:1 pay.send(1).catch',
      'src/features/x/routes/pay.tsx:2 { await pay.send(2); }',
    ]);
  });

  it('finds an action outside it (the 报名参与 double tap)', () => {
    const bad = parseSource(
      'src/features/x/routes/bad.tsx',
      `const apply = useApplyActivity();
       const guarded = useAction(() => apply.send(1));
       const a = <Button onClick={() => apply.mutate(id)} />;
       const b = <Button onClick={() => void logout()} />;
       const c = <Button onClick={claimFanshui} />;
       const d = useAction(claimFanshui);
       const own = <Button onClick={() => apply.run(1)} loading={apply.pending} />;
       const e = <Button onClick={() => apply.send(2)} />;`,
    );
    expect(unguardedActions(bad, actions).map((s) => s.split(' ')[1])).toEqual([
      'apply.mutate',
      'logout',
      'claimFanshui',
      'apply.send',
    ]);
  });
});
