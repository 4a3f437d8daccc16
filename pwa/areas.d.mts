export declare const PUBLIC_DIR: string;
export declare const STAFF_DIR: string;
export declare const STAFF_SHARED: string[];
export declare const COMMON_DIRS: string[];
export declare const STAFF_PACKAGES: string[];
