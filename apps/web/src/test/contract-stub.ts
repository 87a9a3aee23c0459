import type { z } from 'zod';
import { type ContractPath, responseContracts } from '../api/response-contracts';
import type { Handler } from './fetch-mock';

/** What a route's 200 answer carries besides `status` and `message`, as its contract reads it. */
export type ContractAnswer<P extends ContractPath> = Omit<
  z.input<(typeof responseContracts)[P]>,
  'status' | 'message'
>;

type AnswerBuilders = {
  [P in ContractPath]?: (body: unknown, init: RequestInit) => ContractAnswer<P> | Promise<ContractAnswer<P>>;
};

/**
 * `mockApi` routes whose success answers are typed by, and parsed with, each route's response
 * contract (`api/response-contracts.ts`): a stub that no longer matches the contract fails the
 * test at the stub, with the route and the fields that are wrong.
 */
export function contractStubs(builders: AnswerBuilders): Record<string, Handler> {
  const routes: Record<string, Handler> = {};
  for (const [path, build] of Object.entries(builders) as [
    ContractPath,
    NonNullable<AnswerBuilders[ContractPath]>,
  ][]) {
    routes[path] = async (body, init) => {
      const answer = await build(body, init);
      const result = responseContracts[path].safeParse({ status: 200, message: 'OK', ...answer });
      if (!result.success) {
        throw new Error(
          `The stub of ${path} does not match its contract: ${JSON.stringify(result.error.issues)}`,
        );
      }
      return answer;
    };
  }
  return routes;
}
