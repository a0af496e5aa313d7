export type FieldLimits = Record<string, Record<string, number>>;
export declare function fieldLimits(document: unknown): FieldLimits;
export declare function numberLimits(document: unknown): FieldLimits;
export declare function fieldLimitsModule(limits: FieldLimits, numbers?: FieldLimits): string;
