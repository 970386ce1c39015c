export { IntegerInput, MoneyInput, NumberTextInput, type NumberTextInputProps } from './NumberTextInput';
export { cleanNumberText, settleNumberText, valueOfText, type NumberLimits } from './numberText';
