// @vitest-environment node
import { ESLint } from 'eslint';

/** Lints a snippet as if it were the given file of the repository (docs/architecture.md arrows). */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import direction is enforced by ESLint', () => {
  it.each([
    [
      'resources/meetup.ts',
      "import { HomePage } from '../src/features/dashboard/HomePage';\nexport { HomePage };\n",
    ],
    ['dataProvider/methods/x.ts', "import { useState } from 'react';\nexport { useState };\n"],
    ['authProvider/x.ts', "import { Button } from '@mui/material';\nexport { Button };\n"],
    ['dataProvider/x.ts', "import { linkTo } from '../src/registry/routes';\nexport { linkTo };\n"],
    [
      'src/layout/X.tsx',
      "import { financeFeature } from '../features/finance';\nexport { financeFeature };\n",
    ],
    ['src/registry/x.ts', "import { AppLayout } from '../layout/AppLayout';\nexport { AppLayout };\n"],
    [
      'src/features/notices/X.tsx',
      "import { FinanceButton } from '../finance/FinanceDrawer';\nexport { FinanceButton };\n",
    ],
    ['src/features/notices/Y.tsx', "import { features } from '../../app/features';\nexport { features };\n"],
    [
      'src/features/customer/bin/X.tsx',
      "import { FinanceButton } from '../../finance/FinanceDrawer';\nexport { FinanceButton };\n",
    ],
    ['src/features/customer/bin/Y.tsx', "import { App } from '../../../app/App';\nexport { App };\n"],
  ])('%s may not import what the snippet imports', async (file, code) => {
    expect(await restrictedImports(file, code)).toHaveLength(1);
  });

  it.each([
    ['resources/meetup.ts', "import { z } from 'zod';\nexport { z };\n"],
    [
      'src/features/notices/X.tsx',
      "import { financeKeys } from '../finance/api';\nexport { financeKeys };\n",
    ],
    ['src/features/notices/Z.tsx', "import { linkTo } from '../../registry/routes';\nexport { linkTo };\n"],
    ['src/layout/X.tsx', "import { useSlot } from '../registry/RegistryContext';\nexport { useSlot };\n"],
    // Inside one feature, its folders use each other freely.
    [
      'src/features/customer/bin/X.tsx',
      "import { ClaimButton } from '../allocation/ClaimButton';\nexport { ClaimButton };\n",
    ],
    [
      'src/features/customer/bin/Y.tsx',
      "import { financeKeys } from '../../finance/api';\nexport { financeKeys };\n",
    ],
  ])('%s may import what the snippet imports', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
