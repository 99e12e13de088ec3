/** A console search row: the field and its button side by side, the button level with the input under the label. */
import styled from '@emotion/styled';

export const SearchForm = styled.form`
  display: grid;
  gap: 0 12px;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  margin-bottom: 8px;
  & > button {
    margin-top: 30px;
  }
`;
