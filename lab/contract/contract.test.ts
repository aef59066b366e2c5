import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLab, type TestLab } from '../test-support/test-lab';
import { documentedShapes, pathChosenShapes, routeShape } from './documented';
import { EXTENSION_FEATURES } from './features';

type Operation = Record<string, unknown>;
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

let lab: TestLab;
let document: Document;
let operations: Array<{ key: string; operation: Operation }>;

beforeAll(async () => {
  lab = await createTestLab();
  const response = await lab.app.inject({ url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
  // A seeded lab takes seconds to open on a busy machine.
}, 60_000);
afterAll(() => lab?.close());

describe('the OpenAPI document at /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the lab serves', () => {
    const undocumented = lab.contractRoutes
      .filter((route) => !route.contract)
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
    expect(operations.length).toBe(lab.contractRoutes.length);
  });

  it('marks every route spec §7 does not document with its feature, and no documented one', () => {
    const wrong: string[] = [];
    for (const { key, operation } of operations) {
      const shape = routeShape(key);
      const extension = operation['x-extension'] as string | undefined;
      if (documentedShapes.has(shape) || pathChosenShapes.has(shape)) {
        if (extension) wrong.push(`${key} is in §7 but marked x-extension: ${extension}`);
        if (pathChosenShapes.has(shape) !== Boolean(operation['x-path-chosen']))
          wrong.push(`${key}: x-path-chosen`);
      } else if (!extension || !(extension in EXTENSION_FEATURES)) {
        wrong.push(`${key} is not in §7 and has no known x-extension (${extension})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('holds every call of spec §7', () => {
    const served = new Set(operations.map(({ key }) => routeShape(key)));
    expect([...documentedShapes, ...pathChosenShapes].filter((shape) => !served.has(shape))).toEqual([]);
  });

  it('gives every operation a summary, its answers and the error shape', () => {
    const wrong: string[] = [];
    for (const { key, operation } of operations) {
      const responses = operation.responses as Record<
        string,
        { content?: Record<string, { schema?: unknown }> }
      >;
      if (!operation.summary) wrong.push(`${key}: no summary`);
      if (!Object.keys(responses).some((status) => status.startsWith('2') || status === '101'))
        wrong.push(`${key}: no success answer`);
      for (const [status, answer] of Object.entries(responses)) {
        if (Number(status) >= 400 && answer.content?.['application/json']?.schema === undefined)
          wrong.push(`${key} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(document.components.schemas.Error).toMatchObject({ required: ['message', 'status', 'errors'] });
  });

  it('is readable at /docs', async () => {
    const page = await lab.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const json = await lab.app.inject({ url: '/docs/json' });
    expect(json.json().info.title).toBe('Film lab REST services');
  });
});
