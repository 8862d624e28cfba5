import { createContext, useContext, useState } from 'react';
import { slideDirection, type SlideDirection } from './transitions';

export const SlideDirectionContext = createContext<SlideDirection>('none');

/** The direction the page on screen entered by, recomputed when the path changes. */
export function useSlideDirection(pathname: string): SlideDirection {
  const [state, setState] = useState({ pathname, direction: 'none' as SlideDirection });
  if (state.pathname !== pathname) {
    const direction = slideDirection(state.pathname, pathname);
    setState({ pathname, direction });
    return direction;
  }
  return state.direction;
}

export function useEnterDirection(): SlideDirection {
  return useContext(SlideDirectionContext);
}
