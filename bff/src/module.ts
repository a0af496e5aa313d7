export interface BffModule { name: string }
