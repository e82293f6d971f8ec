/* The header holds inline functions only; SwiftPM needs a source file. */
