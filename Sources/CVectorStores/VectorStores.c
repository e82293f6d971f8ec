/* The headers hold inline functions only; SwiftPM needs a source file. */
