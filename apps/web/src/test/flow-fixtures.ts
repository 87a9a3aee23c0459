import { EMPTY_FLOW_STATE, type FlowState } from '../flow/flow-state';

/** A flow state with a few facts set; everything else as on a first visit. */
export const flowState = (overrides: Partial<FlowState> = {}): FlowState => ({
  ...EMPTY_FLOW_STATE,
  ...overrides,
});

/** The two kinds of visitor the order depends on. */
export const student = { isStudent: 'Yes', experienceLevel: '0-3' } as const satisfies Partial<FlowState>;
export const nonStudent = { isStudent: 'No', experienceLevel: '4-9' } as const satisfies Partial<FlowState>;
