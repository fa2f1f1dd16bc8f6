export declare const BUILD_INPUTS: readonly string[];
export declare function inputsChangedSince(root: string, time: number): string[];
