// @vitest-environment node
import { ESLint } from 'eslint';

/** Lints a snippet as if it were the given file of the repository (docs/architecture.md arrows). */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import direction and data access are enforced by ESLint', () => {
  it.each([
    [
      'resources/meetup.ts',
      "import { HomePage } from '../src/features/dashboard/HomePage';\nexport { HomePage };\n",
    ],
    ['dataProvider/methods/x.ts', "import { useState } from 'react';\nexport { useState };\n"],
    ['authProvider/x.ts', "import { Button } from '@mui/material';\nexport { Button };\n"],
    ['dataProvider/x.ts', "import { linkTo } from '../src/platform/routes';\nexport { linkTo };\n"],
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
    // The lower layers of src/.
    ['src/components/X.tsx', "import { ResourceList } from '../registry/list';\nexport { ResourceList };\n"],
    [
      'src/platform/x.ts',
      "import { ActionButton } from '../components/ActionButton';\nexport { ActionButton };\n",
    ],
    ['src/platform/y.ts', "import { db } from '../mocks/db';\nexport { db };\n"],
    ['src/mocks/x.ts', "import { useState } from 'react';\nexport { useState };\n"],
    [
      'src/mocks/bespoke/y.ts',
      "import { DEMO } from '../../features/account/DemoAccounts';\nexport { DEMO };\n",
    ],
    // A feature's view reads and writes only through its api modules.
    [
      'src/features/customer/X.tsx',
      "import { useDataProvider } from 'react-admin';\nexport { useDataProvider };\n",
    ],
    [
      'src/features/customer/detail/tabs/X.tsx',
      "import { useQuery } from '@tanstack/react-query';\nexport { useQuery };\n",
    ],
    [
      'src/features/contracts/X.tsx',
      "import { useMutation } from '@tanstack/react-query';\nexport { useMutation };\n",
    ],
    [
      'src/features/settings/sms/X.tsx',
      "import { useQueryClient } from '@tanstack/react-query';\nexport { useQueryClient };\n",
    ],
  ])('%s may not import what the snippet imports', async (file, code) => {
    expect(await restrictedImports(file, code)).toHaveLength(1);
  });

  it.each([
    ['resources/meetup.ts', "import { z } from 'zod';\nexport { z };\n"],
    [
      'src/features/notices/X.tsx',
      "import { financeKeys } from '../finance/api';\nexport { financeKeys };\n",
    ],
    ['src/features/notices/Z.tsx', "import { linkTo } from '../../platform/routes';\nexport { linkTo };\n"],
    ['src/layout/X.tsx', "import { useSlot } from '../platform/RegistryContext';\nexport { useSlot };\n"],
    // Inside one feature, its folders use each other freely.
    [
      'src/features/customer/bin/X.tsx',
      "import { ClaimButton } from '../allocation/ClaimButton';\nexport { ClaimButton };\n",
    ],
    [
      'src/features/customer/bin/Y.tsx',
      "import { financeKeys } from '../../finance/api';\nexport { financeKeys };\n",
    ],
    [
      'src/features/customer/api.ts',
      "import { useDataProvider } from 'react-admin';\nexport { useDataProvider };\n",
    ],
    [
      'src/features/customer/api/pool.ts',
      "import { useQuery } from '@tanstack/react-query';\nexport { useQuery };\n",
    ],
    [
      'src/features/customer/Y.tsx',
      "import { useRecordContext } from 'react-admin';\nexport { useRecordContext };\n",
    ],
    ['src/mocks/y.ts', "import { maskPhone } from '../platform/format';\nexport { maskPhone };\n"],
    ['src/components/Y.tsx', "import { linkTo } from '../platform/routes';\nexport { linkTo };\n"],
  ])('%s may import what the snippet imports', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
