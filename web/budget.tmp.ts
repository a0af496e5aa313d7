import { checkBundleBudget } from './build/bundleBudget';
const r = checkBundleBudget('dist');
console.log(r.totalGzipBytes - r.budgetBytes, r.files.map(f=>f.file+':'+f.gzipBytes).join(' '));
